import type { ReactNode } from 'react';
import { bookFormatLabel } from '@book/shared-ui';
import type { Edition } from '../../common/api/works-calls';

/** "Paperback · 1966 · English": what tells an edition apart besides its title; each part only when known. */
export function editionFacts(edition: Edition): string {
  const parts = [bookFormatLabel(edition.format), edition.publishedDate?.slice(0, 4), edition.language || undefined];
  return parts.filter(Boolean).join(' · ');
}

/** A work's editions, each with its title and facts, and what the caller puts beside it (Split edition…). */
export function EditionList({
  editions,
  testId,
  action,
}: {
  editions: Edition[];
  testId: string;
  action?: (edition: Edition) => ReactNode;
}) {
  return (
    <ul className="admin-merge-list admin-editions" data-testid={testId}>
      {editions.map((edition) => (
        <li key={edition._id} className="admin-edition">
          <span className="admin-edition__text">
            <span className="admin-edition__title">{edition.title}</span>{' '}
            <span className="admin-muted">{editionFacts(edition)}</span>
            {edition.status !== 'published' && (
              <>
                {' '}
                <span className="admin-edition__status">({edition.status})</span>
              </>
            )}
          </span>
          {action?.(edition)}
        </li>
      ))}
    </ul>
  );
}
