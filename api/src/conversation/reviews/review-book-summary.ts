import { trusted, type Connection, type Model, type Types } from 'mongoose';
import { BOOKS_COLLECTION, type BookStatus } from '../../catalogue/books/book.schema';
import { findByIds } from '../../platform/common/find-by-ids';
import {
  entryBookSummaries,
  hasSummary,
  refreshKeptBookSummaries,
  type EntryBookSummary,
} from '../../reading/reading-list/entry-book-summary';
import type { Review } from './review.schema';

/*
 * The book a review shows (its card) and the book's status, kept on the review so that a page of reviews reads no
 * book: a book's reviews are one scan of the reviews, their visibility told by the status they keep, instead of one
 * more scan of the whole catalogue for the book (the embedded database reads by `_id` with a scan too). Written when
 * the review is (ReviewsService, ImportWriter, the scale seed), kept current by BookCascades (the book's fields and
 * status), ReviewCascades (averageRating, reviewCount) and AuthorCascades (the author's name), and given to the reviews
 * from before by a migration.
 *
 * The kept status decides who sees a review, so its writes fail closed: a book is hidden from its reviews before it is
 * unpublished (hideReviews: a failure in between leaves a published book's reviews hidden until its next save, never
 * a hidden book's shown), and every write that may race with a change of status (a refresh that read the book before
 * it changed, a new review's catch-up, an import's insert) is followed by settleReviewStatuses.
 */

export type ReviewBookSummary = Pick<
  EntryBookSummary,
  'title' | 'coverImage' | 'author' | 'averageRating' | 'reviewCount' | 'status'
>;

export const toReviewBookSummary = (s: EntryBookSummary): ReviewBookSummary => ({
  title: s.title,
  coverImage: s.coverImage,
  author: s.author,
  averageRating: s.averageRating,
  reviewCount: s.reviewCount,
  status: s.status,
});

/** The summaries of these books, by book id: one read of the books (see entryBookSummaries). */
export async function readReviewBookSummaries(
  db: Connection,
  bookIds: readonly Types.ObjectId[],
): Promise<Map<string, ReviewBookSummary>> {
  const summaries = await entryBookSummaries(db, bookIds);
  return new Map([...summaries].map(([id, summary]) => [id, toReviewBookSummary(summary)]));
}

/** The reviews of these books show them as they are now (after a change of a book; see refreshKeptBookSummaries). */
export async function refreshReviewBookSummaries(
  reviews: Model<Review>,
  bookIds: readonly Types.ObjectId[],
  onlyMissing = false,
): Promise<void> {
  await refreshKeptBookSummaries(reviews, bookIds, { kept: toReviewBookSummary, onlyMissing });
  await settleReviewStatuses(reviews, bookIds);
}

/** Before a book is unpublished: its reviews keep the new status first (see above). */
export async function hideReviews(reviews: Model<Review>, bookId: Types.ObjectId, status: BookStatus): Promise<void> {
  await reviews.updateMany(
    { book: bookId, ...hasSummary() },
    { $set: { 'bookSummary.status': status } },
    { timestamps: false },
  );
}

/** Books per read when statuses are settled at once (an import): the embedded database tests `$in` against each review. */
const SETTLE_CHUNK = 100;

/**
 * Gives the reviews of these books that keep another status than their book's the book's own: per 100 books, one read
 * of their statuses and one of the reviews that disagree, and a write only when some do.
 */
export async function settleReviewStatuses(reviews: Model<Review>, bookIds: readonly Types.ObjectId[]): Promise<void> {
  for (let i = 0; i < bookIds.length; i += SETTLE_CHUNK) {
    const books = await findByIds<{ status: BookStatus }>(
      reviews.db,
      BOOKS_COLLECTION,
      bookIds.slice(i, i + SETTLE_CHUNK),
      { status: 1 },
    );
    const byStatus = new Map<BookStatus, Types.ObjectId[]>();
    for (const book of books.values()) byStatus.set(book.status, [...(byStatus.get(book.status) ?? []), book._id]);
    for (const [status, ids] of byStatus) {
      const stale = await reviews
        .find({ book: trusted({ $in: ids }), ...hasSummary(), 'bookSummary.status': trusted({ $ne: status }) })
        .select('_id')
        .lean();
      if (stale.length)
        await reviews.updateMany(
          { _id: trusted({ $in: stale.map((r) => r._id) }) },
          { $set: { 'bookSummary.status': status } },
          { timestamps: false },
        );
    }
  }
}
