import type { ImportRow } from '@book/core';
import { READING_STATUS_LABELS, StarRating, formatDay } from '@book/shared-ui';

/** What the file says about one row: title, author, ISBN, shelf, rating, review, dates. */
export function ImportRowSummary({ row }: { row: ImportRow }) {
  return (
    <div className="reader-import-row__file">
      <p className="reader-import-row__title">
        <span className="reader-import-row__number">Row {row.row}</span> {row.title}
      </p>
      <p className="reader-muted">
        by {row.author || 'Unknown'}
        {row.isbn ? ` · ISBN ${row.isbn}` : ''}
      </p>
      <p className="reader-import-row__facts">
        {row.status ? <span className="reader-import-tag">{READING_STATUS_LABELS[row.status]}</span> : null}
        {row.rating ? <StarRating value={row.rating} size="sm" /> : null}
        {row.hasReview ? (
          <span className="reader-import-tag">{row.spoiler ? 'Review (spoiler)' : 'Review'}</span>
        ) : null}
        {row.dateRead ? <span className="reader-muted">Read {formatDay(row.dateRead)}</span> : null}
      </p>
    </div>
  );
}
