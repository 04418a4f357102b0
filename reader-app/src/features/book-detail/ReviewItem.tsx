import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectIsSignedIn, useSession, type Review } from '@book/core';
import { ReaderLink } from '../../common/ReaderLink';
import { Avatar, Button, StarRating, formatDate, formatNumber, ReportDialog } from '@book/shared-ui';
import { reviewEditionText } from '../../common/api/editions-calls';
import { LikeButton } from './LikeButton';
import { ReviewComments } from './ReviewComments';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function ReviewItem({
  review,
  own,
  seesSpoilers = own,
  deleting,
  onEdit,
  onDelete,
  liked = false,
  bookId = review.book?._id ?? '',
}: {
  review: Review;
  own: boolean;
  /** The signed-in reader likes it. */
  liked?: boolean;
  /** The book's id (its page's), whose cached reviews a like or a comment changes. */
  bookId?: string;
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
  const signedIn = useSession(selectIsSignedIn);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const likeCount = review.likeCount ?? 0;
  const commentCount = review.commentCount ?? 0;
  const commentsId = `review-comments-${review._id}`;
  // Written about another edition of the work than the page's book: named, and linked, under its heading.
  const edition = review.edition;
  return (
    <article
      className={`reader-review${own ? ' reader-review--own' : ''}`}
      aria-labelledby={`review-${review._id}`}
      data-testid="review"
      id={`review-${review._id}-item`}
    >
      <header className="reader-review__head">
        <Avatar src={review.user?.avatar} name={name} size="sm" />
        <div className="reader-review__who">
          <span className="reader-review__user">
            {review.user ? <ReaderLink reader={review.user} /> : name}
            {own && <span className="reader-chip reader-review__badge">Your review</span>}
            {review.spoiler && seesSpoilers && (
              <span className="reader-chip reader-review__badge reader-review__badge--spoiler">Contains spoilers</span>
            )}
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
      {edition && (
        <p className="reader-muted reader-review__edition" data-testid="review-edition">
          <Link to={`/books/${edition._id}`}>{reviewEditionText(edition)}</Link>
        </p>
      )}
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
      <div className="reader-review__social">
        {signedIn && !own ? (
          <LikeButton reviewId={review._id} bookId={bookId} liked={liked} count={likeCount} author={name} />
        ) : (
          <span className="reader-muted" data-testid="like-count">
            {count(likeCount, 'like', 'likes')}
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((v) => !v)}
        >
          {count(commentCount, 'comment', 'comments')}
        </Button>
        {signedIn && !own && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setReporting(true)}
            aria-label={`Report review by ${name}`}
          >
            Report
          </Button>
        )}
      </div>
      {commentsOpen && (
        <section id={commentsId} aria-label={`Comments on the review by ${name}`}>
          <ReviewComments reviewId={review._id} bookId={bookId} reviewAuthorId={review.user?._id ?? null} />
        </section>
      )}
      {reporting && <ReportDialog kind="review" target={review._id} open onClose={() => setReporting(false)} />}
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
