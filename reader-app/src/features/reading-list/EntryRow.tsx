import { Link } from 'react-router-dom';
import type { ReadingListEntry, ReadingStatus } from '@book/core';
import { BookCover, Button, SelectField, StarRating, formatDate } from '@book/shared-ui';
import { progressText } from '../../common/reading-progress';
import { EditionSwitch } from './EditionSwitch';
import { ReadingDates, type ReadingDatesChange } from './ReadingDates';
import { STATUS_OPTIONS } from './reading-statuses';

/**
 * One book on the reading list: its cover and title, its edition, the reader's dates and rating, its status and
 * Remove.
 */
export function EntryRow({
  entry,
  updating,
  removing,
  switching,
  onStatus,
  onDates,
  onEdition,
  onRemove,
}: {
  entry: ReadingListEntry;
  updating: boolean;
  removing: boolean;
  switching: boolean;
  onStatus: (status: ReadingStatus) => void;
  onDates: (dates: ReadingDatesChange) => Promise<boolean>;
  onEdition: (bookId: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const book = entry.book;
  const title = book?.title ?? 'Unknown book';
  // A book no longer published keeps its place on the list by its title only: its page is gone, so nothing links to it.
  const available = Boolean(book?.available);
  return (
    <article className="reader-rl-entry" data-testid="reading-list-entry" aria-labelledby={`rl-${entry._id}`}>
      {available ? (
        <Link to={`/books/${book._id}`} className="reader-rl-entry__cover" tabIndex={-1} aria-hidden="true">
          <BookCover src={book.coverImage} title={title} size="fluid" sizes="72px" />
        </Link>
      ) : (
        <div className="reader-rl-entry__cover" aria-hidden="true">
          <BookCover title={title} size="fluid" />
        </div>
      )}
      <div className="reader-rl-entry__body">
        <h2 id={`rl-${entry._id}`} className="reader-rl-entry__title">
          {available ? <Link to={`/books/${book._id}`}>{title}</Link> : title}
        </h2>
        {available ? (
          <>
            <p className="reader-muted reader-rl-entry__author">by {book.author?.name ?? 'Unknown'}</p>
            <div className="reader-book-card__rating">
              <StarRating value={book.averageRating ?? 0} size="sm" />
              <span className="reader-muted">({book.reviewCount ?? 0})</span>
            </div>
          </>
        ) : (
          <p className="reader-muted reader-rl-entry__unavailable">No longer available</p>
        )}
        <p className="reader-muted reader-rl-entry__added">
          Added {formatDate(entry.createdAt)}
          {entry.rating ? ` · Your rating ${entry.rating}/5` : ''}
        </p>
        {entry.status === 'reading' && entry.progress && (
          <p className="reader-muted reader-rl-entry__progress">
            {progressText(entry.progress)}
            {entry.progress.note && <> · “{entry.progress.note}”</>}
          </p>
        )}
        {available && <EditionSwitch book={book} title={title} switching={switching} onSwitch={onEdition} />}
        <ReadingDates entry={entry} title={title} saving={updating} onSave={onDates} />
      </div>
      <div className="reader-rl-entry__controls">
        <SelectField
          label={`Status for ${title}`}
          hideLabel
          value={entry.status}
          options={STATUS_OPTIONS}
          disabled={updating || removing}
          aria-busy={updating}
          onChange={(e) => onStatus(e.target.value as ReadingStatus)}
        />
        <Button
          variant="danger"
          size="sm"
          onClick={onRemove}
          busy={removing}
          busyLabel="Removing..."
          disabled={updating}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}
