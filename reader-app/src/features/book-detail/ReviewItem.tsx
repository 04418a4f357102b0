import { useState } from 'react';
import type { Review } from '@book/core';
import { ReaderLink } from '../../common/ReaderLink';
import { Avatar, Button, StarRating, formatDate } from '../../common/kit';

export function ReviewItem({
  review,
  own,
  seesSpoilers = own,
  deleting,
  onEdit,
  onDelete,
}: {
  review: Review;
  own: boolean;
  /** Spoilers shown at once with a badge (the author and administrators); others choose to see them. */
  seesSpoilers?: boolean;
  deleting?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const name = review.user?.username ?? 'Deleted user';
  const edited = review.updatedAt && review.updatedAt !== review.createdAt;
  const [revealed, setRevealed] = useState(false);
  const hidden = review.spoiler && !seesSpoilers && !revealed;
  return (
    <article className={`reader-review${own ? ' reader-review--own' : ''}`} aria-labelledby={`review-${review._id}`} data-testid="review">
      <header className="reader-review__head">
        <Avatar src={review.user?.avatar} name={name} size="sm" />
        <div className="reader-review__who">
          <span className="reader-review__user">
            {review.user ? <ReaderLink reader={review.user} /> : name}
            {own && <span className="reader-chip reader-review__badge">Your review</span>}
            {review.spoiler && seesSpoilers && <span className="reader-chip reader-review__badge reader-review__badge--spoiler">Contains spoilers</span>}
          </span>
          <span className="reader-muted">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {edited ? ' · edited' : ''}
          </span>
        </div>
        <StarRating value={review.rating} size="sm" />
      </header>
      <h3 className="reader-review__title" id={`review-${review._id}`}>
        {review.title}
      </h3>
      {hidden ? (
        <div className="reader-review__spoiler">
          <p className="reader-muted">This review contains spoilers</p>
          <Button variant="secondary" size="sm" onClick={() => setRevealed(true)} aria-label={`Show review by ${name}`}>
            Show
          </Button>
        </div>
      ) : (
        <p className="reader-review__content">{review.content}</p>
      )}
      {own && (
        <div className="reader-review__actions">
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={deleting}>
            Edit
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete} busy={deleting} busyLabel="Deleting...">
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}
