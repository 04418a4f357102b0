import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, type BookCard, type ReaderProfile, type ReadingListEntry, type ReadingStatus } from '@book/core';
import { BookCover, Button, READING_STATUS_LABELS, Spinner, StarRating, formatNumber } from '@book/shared-ui';
import { LoadMore } from '../../common/LoadMore';
import { progressText } from '../../common/reading-progress';
import { OwnerAudience } from './OwnerAudience';
import { readerReadingListQuery } from './api/readers-queries';

/** Where the reader is in one of the books they are reading. */
type ReaderBookProgress = NonNullable<ReaderProfile['readingProgress']>[number];

const STATUS_ORDER = Object.keys(READING_STATUS_LABELS) as ReadingStatus[];

/** A book of a list: its card, or only its title once it is no longer published (`available: false`). */
type ShelfCard = Pick<BookCard, '_id' | 'title'> &
  Partial<Pick<BookCard, 'coverImage' | 'author'>> & { available?: boolean };

/** A book as a small cover and its title, a link to the book's page (just its title when it is gone). */
function ShelfBook({ book, rating, progress }: { book: ShelfCard; rating?: number | null; progress?: string }) {
  if (book.available === false) {
    return (
      <li className="reader-shelf-book">
        <span className="reader-shelf-book__title">{book.title}</span>
        <span className="reader-muted">No longer in the catalogue</span>
      </li>
    );
  }
  return (
    <li className="reader-shelf-book">
      <Link to={`/books/${book._id}`} className="reader-shelf-book__link">
        {/* The title names the link; the cover is its picture. */}
        <span aria-hidden="true">
          <BookCover src={book.coverImage ?? ''} title={book.title} size="sm" />
        </span>
        <span className="reader-shelf-book__title">{book.title}</span>
      </Link>
      {book.author && <span className="reader-muted reader-shelf-book__author">{book.author.name}</span>}
      {rating ? <StarRating value={rating} size="sm" /> : null}
      {progress && <span className="reader-muted reader-shelf-book__progress">{progress}</span>}
    </li>
  );
}

/**
 * What they are reading now, from the profile itself (absent when their list is private), with where they are in
 * each book when they let the caller see their activity too.
 */
export function CurrentlyReading({
  books,
  progress = [],
}: {
  books: BookCard[];
  progress?: ReaderBookProgress[] | null;
}) {
  const byBook = new Map((progress ?? []).map((p) => [p.book, p]));
  return (
    <section className="reader-section" aria-labelledby="reader-public-current">
      <h2 id="reader-public-current">Currently reading</h2>
      {books.length === 0 ? (
        <p className="reader-muted">Not reading anything at the moment.</p>
      ) : (
        <ul className="reader-shelf">
          {books.map((book) => (
            <ShelfBook key={book._id} book={book} progress={progressText(byBook.get(book._id))} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Their reading list, grouped by status, a page at a time; one sentence when they keep it to themselves. */
export function ReaderReadingList({ reader }: { reader: ReaderProfile }) {
  const list = useInfiniteQuery({ ...readerReadingListQuery(reader.username), enabled: reader.visible.list });
  const hidden = !reader.visible.list || (list.error instanceof ApiError && list.error.status === 404);
  const entries: ReadingListEntry[] = list.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (hidden) body = <p className="reader-muted">This reading list is private.</p>;
  else if (list.isPending) body = <Spinner label="Loading reading list..." />;
  else if (list.isError && entries.length === 0) {
    body = (
      <p className="reader-muted">
        The reading list could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else if (entries.length === 0) body = <p className="reader-muted">No books on this reading list yet.</p>;
  else {
    body = (
      <>
        {STATUS_ORDER.map((status) => {
          const books = entries.filter((e) => e.status === status);
          if (books.length === 0) return null;
          return (
            <section key={status} className="reader-shelf-group" aria-labelledby={`reader-shelf-${status}`}>
              <h3 id={`reader-shelf-${status}`}>
                {READING_STATUS_LABELS[status]} <span className="reader-muted">({formatNumber(books.length)})</span>
              </h3>
              <ul className="reader-shelf">
                {books.map((entry) => (
                  <ShelfBook key={entry._id} book={entry.book} rating={entry.rating} />
                ))}
              </ul>
            </section>
          );
        })}
        <LoadMore pages={list} label="Load more books" busyLabel="Loading..." />
      </>
    );
  }

  return (
    <section className="reader-section" aria-labelledby="reader-public-list">
      <h2 id="reader-public-list">Reading list</h2>
      {reader.relationship.self && <OwnerAudience part="listVisibility" />}
      {body}
    </section>
  );
}
