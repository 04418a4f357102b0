import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button, Spinner, useConfirm } from '@book/shared-ui';
import type { Edition } from '../../common/api/works-calls';
import type { MergeRecord } from '../../common/api/merges-calls';
import { EditionList, editionFacts } from './EditionList';
import { JobProgress } from './JobProgress';
import { workEditionsQuery } from './api/works-queries';
import { useSplitEdition } from './api/works-mutations';

/**
 * The chosen book's work: its other editions, each with "Split edition…", which takes it out into a work of its own
 * (with the reviews written about it) after a confirmation. A work of one edition has nothing to split.
 */
export function WorkEditions({ book }: { book: MergeRecord }) {
  const editions = useQuery(workEditionsQuery(book._id));
  const split = useSplitEdition();
  const [confirm, confirmDialog] = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);

  const run = async (edition: Edition) => {
    if (split.isPending) return;
    const ok = await confirm(
      `Split "${edition.title}" out of this work? It becomes a work of its own: the reviews and ratings written about it, and the reading-list entries naming it, go with it.`,
      { confirmLabel: 'Split edition' },
    );
    if (!ok) return;
    try {
      await split.mutateAsync(edition._id);
      toast.success(`"${edition.title}" is now a work of its own`);
      // Its button is gone with it: the focus stays in the list, at its heading.
      heading.current?.focus();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to split the edition'));
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-work-editions-title">
      <h2 className="admin-panel__title" id="admin-work-editions-title" ref={heading} tabIndex={-1}>
        Other editions of {book.name}
      </h2>
      <div className="admin-merge-setup__body">
        {editions.isPending ? (
          <Spinner label="Loading editions..." />
        ) : editions.isError ? (
          <div className="admin-merge-error" role="alert">
            <p>{errorMessage(editions.error, 'Failed to load the editions')}</p>
            <Button variant="secondary" size="sm" onClick={() => void editions.refetch()}>
              Try again
            </Button>
          </div>
        ) : editions.data.length === 0 ? (
          <p className="admin-muted">This book is the only edition of its work.</p>
        ) : (
          <EditionList
            editions={editions.data}
            testId="admin-work-editions"
            action={(edition) =>
              split.isPending && split.variables === edition._id ? (
                <JobProgress job={split.job} label="Split progress" />
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void run(edition)}
                  aria-label={`Split edition: ${edition.title}, ${editionFacts(edition)}`}
                >
                  Split edition…
                </Button>
              )
            }
          />
        )}
      </div>
      {confirmDialog}
    </section>
  );
}
