import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Review } from '@book/core';
import {
  BookCover,
  Button,
  formatDate,
  formatNumber,
  MessageIcon,
  StarOutlineIcon,
  StarRating,
  TrashIcon,
} from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { useLoadErrorLog } from '../../common/use-load-error';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import { StatCards } from '../../common/StatCard';
import { statCount, statText } from '../../common/stat-text';
import { useDeleteReview } from './api/reviews-mutations';
import { adminReviewsQuery, reviewStatsQuery } from './api/reviews-queries';
import './reviews.css';

const RATING_FILTERS = [
  { value: 'all', label: 'All Ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'Star' : 'Stars'}` })),
];

/** Manage Reviews (/admin/reviews): statistics, search and rating filter on the server, "Load more", delete. */
export default function ManageReviews() {
  const search = useSearchText();
  const [rating, setRating] = useState('all');

  const reviews = usePagedList(adminReviewsQuery(search.term, rating === 'all' ? undefined : Number(rating)));
  const stats = useQuery(reviewStatsQuery());
  useLoadErrorLog(stats, 'Failed to load review statistics');

  const visible = reviews.items;
  // The list is read without a count ("Load more"): its total is the statistics' (every review, or those of the
  // rating chosen), or its own once the last page is in; a search's is not known before that.
  const total = !reviews.data
    ? undefined
    : !reviews.hasNextPage
      ? visible.length
      : search.term
        ? undefined
        : rating === 'all'
          ? stats.data?.total
          : stats.data?.distribution[Number(rating) - 1];
  const distribution = stats.data?.distribution ?? [0, 0, 0, 0, 0];
  const maxCount = Math.max(1, ...distribution);

  const { deletingId, handleDelete, confirmDialog } = useConfirmedDelete<Review>(useDeleteReview(), {
    message: 'Are you sure you want to delete this review? This action cannot be undone.',
    success: 'Review deleted successfully',
    failure: 'Failed to delete review',
  });

  return (
    <ManagePage
      title="Manage Reviews"
      subtitle="Moderate what readers say about the books."
      stats={
        <StatCards
          label="Review statistics"
          className="admin-review-stats"
          cards={[
            {
              label: 'Total Reviews',
              value: statCount(stats, 'total'),
              icon: <MessageIcon />,
              tone: 'blue',
              valueTestId: 'admin-review-total',
            },
            {
              label: 'Average Rating',
              value: statText(stats, (s) => s.averageRating.toFixed(1)),
              icon: <StarOutlineIcon />,
              tone: 'amber',
              valueTestId: 'admin-review-average',
            },
          ]}
        >
          <div className="admin-stat admin-distribution">
            <span className="admin-stat__text admin-distribution__body">
              <span className="admin-stat__label">Rating Distribution</span>
              <ul className="admin-distribution__bars">
                {[5, 4, 3, 2, 1].map((star) => {
                  const count = distribution[star - 1] ?? 0;
                  return (
                    <li
                      key={star}
                      className="admin-distribution__row"
                      aria-label={`${star} ${star === 1 ? 'star' : 'stars'}: ${statText(stats, () => String(count))}`}
                    >
                      <span className="admin-distribution__star" aria-hidden="true">
                        {star}★
                      </span>
                      <span className="admin-distribution__track" aria-hidden="true">
                        <span className="admin-distribution__fill" style={{ width: `${(count / maxCount) * 100}%` }} />
                      </span>
                      <span className="admin-distribution__count" aria-hidden="true">
                        {statText(stats, () => formatNumber(count))}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </span>
          </div>
        </StatCards>
      }
      search={{ label: 'Search reviews', placeholder: 'Search by title, content, user or book...', state: search }}
      filter={{
        label: 'Filter by rating',
        hideLabel: true,
        options: RATING_FILTERS,
        value: rating,
        onChange: setRating,
      }}
      count={{ total, noun: 'reviews', more: reviews.hasNextPage }}
      list={reviews}
      loadError="Failed to load reviews"
      empty={{
        title: 'No reviews found',
        message: search.term || rating !== 'all' ? 'Try a different search or rating.' : undefined,
        icon: <MessageIcon />,
      }}
      after={confirmDialog}
    >
      <ul className="admin-review-list">
        {visible.map((review) => (
          <li key={review._id} className="admin-card admin-review" data-testid="admin-review">
            <div className="admin-review__main">
              <div className="admin-review__head">
                <StarRating value={review.rating} size="sm" />
                <h2 className="admin-review__title">{review.title}</h2>
                {review.spoiler && <span className="ui-badge ui-badge--yellow">Contains spoilers</span>}
              </div>
              <p className="admin-review__meta">
                <span>
                  by <strong>{review.user?.username ?? 'Deleted user'}</strong>
                </span>
                {review.book && (
                  <span>
                    on <strong>{review.book.title}</strong>
                  </span>
                )}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
              </p>
              <p className="admin-review__content">{review.content}</p>
            </div>
            <div className="admin-review__book">
              {review.book ? (
                <>
                  <BookCover src={review.book.coverImage} title={review.book.title} size="sm" />
                  <div className="admin-review__book-text">
                    <span className="admin-review__book-title">{review.book.title}</span>
                    <span className="admin-muted">by {review.book.author?.name ?? 'Unknown'}</span>
                    <span className="admin-rating-inline">
                      <StarRating value={review.book.averageRating} size="sm" />
                      <span className="admin-muted">
                        {review.book.averageRating.toFixed(1)} ({review.book.reviewCount})
                      </span>
                    </span>
                  </div>
                </>
              ) : (
                <span className="admin-muted">Book unavailable</span>
              )}
            </div>
            <div className="admin-review__actions">
              <Button
                variant="danger"
                size="sm"
                icon={<TrashIcon />}
                busy={deletingId === review._id}
                disabled={deletingId !== null}
                onClick={() => handleDelete(review)}
                aria-label={`Delete review ${review.title}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </ManagePage>
  );
}
