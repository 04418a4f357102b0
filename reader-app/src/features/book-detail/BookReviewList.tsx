import type { Review } from '@book/core';
import { EmptyState, ReviewIcon, Spinner } from '@book/shared-ui';
import { ReviewItem } from './ReviewItem';

interface BookReviewListProps {
  reviews: { isPending: boolean; isError: boolean };
  /** The reviews of other readers, in the order asked (the reader's own is shown above the list). */
  others: Review[];
  hasOwn: boolean;
  seesSpoilers: boolean;
  likedIds: Set<string>;
  bookId: string;
}

/** Everyone else's reviews of a book: loading, failed, none yet (unless the reader's own is there), or the list. */
export function BookReviewList({ reviews, others, hasOwn, seesSpoilers, likedIds, bookId }: BookReviewListProps) {
  if (reviews.isPending) return <Spinner label="Loading reviews..." />;
  if (reviews.isError) return <p className="reader-muted">Reviews could not be loaded.</p>;
  if (others.length === 0 && !hasOwn) {
    return (
      <EmptyState
        title="No reviews yet"
        message="Be the first to share what you think of this book."
        icon={<ReviewIcon />}
      />
    );
  }
  return (
    <ul className="reader-stack">
      {others.map((review) => (
        <li key={review._id}>
          <ReviewItem
            review={review}
            own={false}
            seesSpoilers={seesSpoilers}
            liked={likedIds.has(review._id)}
            bookId={bookId}
          />
        </li>
      ))}
    </ul>
  );
}
