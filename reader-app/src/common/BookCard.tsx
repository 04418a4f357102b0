import type { HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { Book } from '@book/core';
import { BookCover, cx, StarRating } from '@book/shared-ui';
import './common.css';

export type BookView = 'grid' | 'list';

export function publishedYear(iso: string | null | undefined): string {
  if (!iso) return '';
  const year = new Date(iso).getUTCFullYear();
  return Number.isNaN(year) ? '' : String(year);
}

/** A book's stars, its average to one decimal ("–" before any rating) and its number of reviews. */
export function BookRating({ book }: { book: Pick<Book, 'averageRating' | 'reviewCount'> }) {
  return (
    <>
      <StarRating value={book.averageRating} size="sm" />
      <span className="reader-muted">
        {book.averageRating ? book.averageRating.toFixed(1) : '–'} ({book.reviewCount})
      </span>
    </>
  );
}

/** A book in a cover grid or a list row; the whole card is one link to the book's page. */
export function BookCard({
  book,
  view = 'grid',
  priority = false,
}: {
  book: Book;
  view?: BookView;
  priority?: boolean;
}) {
  const author = book.author?.name ?? 'Unknown';
  const year = publishedYear(book.publishedDate);
  return (
    <article className={`reader-book-card reader-book-card--${view}`} data-testid="book-card">
      <Link to={`/books/${book._id}`} className="reader-book-card__link" aria-label={`${book.title} by ${author}`}>
        <span className="reader-book-card__cover">
          <BookCover
            src={book.coverImage}
            title={book.title}
            size="fluid"
            priority={priority}
            sizes={view === 'list' ? '88px' : undefined}
          />
        </span>
      </Link>
      <div className="reader-book-card__body">
        <h3 className="reader-book-card__title">
          <Link to={`/books/${book._id}`}>{book.title}</Link>
        </h3>
        <p className="reader-book-card__author">
          {author}
          {year && <span className="reader-book-card__year"> · {year}</span>}
        </p>
        <div className="reader-book-card__rating">
          <BookRating book={book} />
        </div>
        {view === 'list' && (
          <>
            {book.genres.length > 0 && (
              <ul className="reader-chips" aria-label="Genres">
                {book.genres.map((g) => (
                  <li key={g._id} className="reader-chip">
                    {g.name}
                  </li>
                ))}
              </ul>
            )}
            {book.description && <p className="reader-book-card__description ui-clamp-3">{book.description}</p>}
          </>
        )}
      </div>
    </article>
  );
}

/** Placeholder cards while a list of books loads. */
function BookCardSkeletons({ count, view }: { count: number; view: BookView }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`reader-book-card reader-book-card--${view} reader-skeleton-card`} aria-hidden="true">
          <span className="reader-skeleton reader-skeleton--cover" />
          <div className="reader-book-card__body">
            <span className="reader-skeleton reader-skeleton--line" />
            <span className="reader-skeleton reader-skeleton--line reader-skeleton--short" />
          </div>
        </div>
      ))}
    </>
  );
}

interface BookCardListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The books; undefined while they load, when placeholder cards stand in their place (the list busy). */
  books: Book[] | undefined;
  /** How many placeholder cards stand for the books while they load. */
  placeholders?: number;
  view?: BookView;
  /** How many of the first covers load at once rather than lazily (those in the first screen). */
  eager?: number;
}

/** Books as cards: a cover grid or the catalogue's list, with placeholder cards while they load. */
export function BookCardList({
  books,
  placeholders = 6,
  view = 'grid',
  eager = 0,
  className,
  ...list
}: BookCardListProps) {
  return (
    <ul
      className={cx(view === 'grid' ? 'reader-book-grid' : 'reader-book-list', className)}
      aria-busy={books === undefined}
      {...list}
    >
      {books === undefined ? (
        <BookCardSkeletons count={placeholders} view={view} />
      ) : (
        books.map((book, i) => (
          <li key={book._id}>
            <BookCard book={book} view={view} priority={i < eager} />
          </li>
        ))
      )}
    </ul>
  );
}
