import { Link } from 'react-router-dom';
import type { BookDetail } from '@book/core';
import { BookCover, StarRating, bookFormatLabel, formatDay, formatNumber } from '@book/shared-ui';
import { RatingHistogram } from './RatingHistogram';
import { ReadingListActions } from './ReadingListActions';

/** The top of a book's page: its cover (the page's LCP), title, author, genres, rating and facts. */
export function BookHero({ book: b }: { book: BookDetail }) {
  const details: [string, string][] = [
    // Which edition this page is (its other editions are listed below the reviews).
    ['Format', b.format ? bookFormatLabel(b.format) : ''],
    ['Published', formatDay(b.publishedDate)],
    ['Publisher', b.publisher],
    ['Language', b.language],
    ['Pages', b.pageCount ? formatNumber(b.pageCount) : ''],
  ];
  const shown = details.filter(([, value]) => value);

  return (
    <section className="reader-book-hero" aria-labelledby="reader-book-title">
      <div className="reader-book-hero__cover">
        <BookCover src={b.coverImage} title={b.title} size="fluid" priority sizes="(max-width: 720px) 220px, 280px" />
      </div>
      <div className="reader-book-hero__info">
        <h1 id="reader-book-title">{b.title}</h1>
        <p className="reader-book-hero__author">
          by{' '}
          {b.author ? (
            <Link to={`/authors/${b.author._id}`} className="reader-link">
              {b.author.name}
            </Link>
          ) : (
            'Unknown'
          )}
        </p>
        {b.genres.length > 0 && (
          <ul className="reader-chips" aria-label="Genres">
            {b.genres.map((g) => (
              <li key={g._id}>
                <Link className="reader-chip" to={`/books?genre=${g._id}`}>
                  {g.name}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <div className="reader-rating-summary">
          <div className="reader-rating-summary__average">
            <span className="reader-rating-summary__value" data-testid="average-rating">
              {b.averageRating ? b.averageRating.toFixed(1) : '0.0'}
            </span>
            <StarRating value={b.averageRating} size="md" />
            <span className="reader-muted" data-testid="review-count">
              {b.reviewCount} {b.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
          </div>
          <RatingHistogram histogram={b.ratingHistogram ?? [0, 0, 0, 0, 0]} />
        </div>

        <ReadingListActions bookId={b._id} work={b.work} />

        {shown.length > 0 && (
          <dl className="reader-facts reader-book-facts">
            {shown.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
