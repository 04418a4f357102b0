import type { Types } from 'mongoose';
import type { Book } from '../../catalogue/books/book.schema';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

/**
 * Books get their ratingHistogram (reviews per star), recomputed from their reviews with their averageRating and
 * reviewCount, as ReviewCascades keeps them since.
 */
export const bookRatingHistograms: Migration = {
  name: '0007-book-rating-histograms',
  up(db) {
    const ratings = new ReviewCascades(db);
    return eachMissing<Book, { _id: Types.ObjectId }>(db.books, 'ratingHistogram', '_id', (batch) =>
      ratings.ratingsChanged(batch.map((b) => b._id)),
    );
  },
};
