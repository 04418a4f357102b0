import type { Types } from 'mongoose';
import type { Review } from '../../conversation/reviews/review.schema';
import { refreshReviewBookSummaries } from '../../conversation/reviews/review-book-summary';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

/** Reviews get the summary of their book (bookSummary: its card and status), after the books got their names. */
export const reviewBookSummaries: Migration = {
  name: '0010-review-book-summaries',
  up: (db) =>
    eachMissing<Review, Pick<Review, 'book'> & { _id: Types.ObjectId }>(db.reviews, 'bookSummary', 'book', (batch) =>
      refreshReviewBookSummaries(
        db.reviews,
        batch.map((r) => r.book),
        true,
      ),
    ),
};
