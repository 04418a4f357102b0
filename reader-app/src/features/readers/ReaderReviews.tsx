import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Review } from '@book/core';
import { Button, Spinner, StarRating, formatDate, formatNumber } from '@book/shared-ui';
import { LoadMore } from '../../common/LoadMore';
import { LoadFailed } from '../../common/LoadFailed';
import { readerReviewsQuery } from './api/readers-queries';

/** One of their reviews, under the book it is about; a spoiler stays hidden until the visitor chooses to read it. */
/** "3 likes · 1 comment", in the reader's locale. */
const social = (likes: number, comments: number) =>
  `${formatNumber(likes)} ${likes === 1 ? 'like' : 'likes'} · ${formatNumber(comments)} ${comments === 1 ? 'comment' : 'comments'}`;

function ReaderReview({ review, own }: { review: Review; own: boolean }) {
  const [revealed, setRevealed] = useState(false);
  const hidden = review.spoiler && !own && !revealed;
  return (
    <li className="reader-public-review" data-testid="reader-review">
      <article aria-labelledby={`reader-review-${review._id}`}>
        <p className="reader-public-review__book">
          {review.book ? (
            <Link to={`/books/${review.book._id}`}>{review.book.title}</Link>
          ) : (
            <span className="reader-muted">A book no longer listed</span>
          )}
        </p>
        <h3 id={`reader-review-${review._id}`} className="reader-public-review__title">
          {review.title}
        </h3>
        <div className="reader-public-review__meta">
          <StarRating value={review.rating} size="sm" />
          <time className="reader-muted" dateTime={review.createdAt}>
            {formatDate(review.createdAt)}
          </time>
          {review.spoiler && !hidden && <span className="reader-chip">Contains spoilers</span>}
        </div>
        {hidden ? (
          <p className="reader-muted">
            This review contains spoilers.{' '}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRevealed(true)}
              aria-label={`Show review: ${review.title}`}
            >
              Show
            </Button>
          </p>
        ) : (
          <p className="reader-public-review__content">{review.content}</p>
        )}
        <p className="reader-muted reader-public-review__social" data-testid="review-social">
          {review.book ? (
            <Link to={`/books/${review.book._id}#review-${review._id}`}>
              {social(review.likeCount, review.commentCount)}
            </Link>
          ) : (
            social(review.likeCount, review.commentCount)
          )}
        </p>
      </article>
    </li>
  );
}

/** Their reviews, newest first, a page at a time. */
export function ReaderReviews({ username, own }: { username: string; own: boolean }) {
  const reviews = useInfiniteQuery(readerReviewsQuery(username));
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="reader-section" aria-labelledby="reader-public-reviews">
      <h2 id="reader-public-reviews">Reviews</h2>
      {reviews.isPending ? (
        <Spinner label="Loading reviews..." />
      ) : reviews.isError && items.length === 0 ? (
        <LoadFailed variant="ghost" onRetry={reviews.refetch}>
          The reviews could not be loaded.
        </LoadFailed>
      ) : items.length === 0 ? (
        <p className="reader-muted">No reviews yet.</p>
      ) : (
        <>
          <ul className="reader-stack reader-stack--spaced">
            {items.map((review) => (
              <ReaderReview key={review._id} review={review} own={own} />
            ))}
          </ul>
          <LoadMore pages={reviews} label="Load more reviews" busyLabel="Loading..." />
        </>
      )}
    </section>
  );
}
