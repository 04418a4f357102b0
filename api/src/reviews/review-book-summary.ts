import type { Connection, Model, Types } from 'mongoose';
import { backfillMissing } from '../common/backfill';
import type { WithId } from '../common/find-by-ids';
import { entryBookSummaries, refreshKeptBookSummaries, type EntryBookSummary } from '../reading-list/entry-book-summary';
import type { Review } from './review.schema';

/*
 * The book a review shows (its card) and the book's status, kept on the review so that a page of reviews reads no
 * book: a book's reviews are one scan of the reviews, their visibility told by the status they keep, instead of one
 * more scan of the whole catalogue for the book (the embedded database reads by `_id` with a scan too). Written when
 * the review is (ReviewsService, ImportWriter, the scale seed), kept current by BookCascades (the book's fields and
 * status), ReviewCascades (averageRating, reviewCount) and AuthorCascades (the author's name), and given to reviews
 * written before it was kept by backfillReviewBookSummaries() at start; a review without one has its book read.
 */

export type ReviewBookSummary = Pick<EntryBookSummary, 'title' | 'coverImage' | 'author' | 'averageRating' | 'reviewCount' | 'status'>;

export const toReviewBookSummary = (s: EntryBookSummary): ReviewBookSummary => ({
  title: s.title,
  coverImage: s.coverImage,
  author: s.author,
  averageRating: s.averageRating,
  reviewCount: s.reviewCount,
  status: s.status,
});

/** The summaries of these books, by book id: one read of the books (see entryBookSummaries). */
export async function readReviewBookSummaries(db: Connection, bookIds: readonly Types.ObjectId[]): Promise<Map<string, ReviewBookSummary>> {
  const summaries = await entryBookSummaries(db, bookIds);
  return new Map([...summaries].map(([id, summary]) => [id, toReviewBookSummary(summary)]));
}

/**
 * These reviews with their book's summary: kept on them, or, for a review written before it was kept, read (one read
 * for all of them). A review whose book no longer exists has none (its reviews are deleted with it, so transiently).
 */
export async function withBookSummaries<R extends WithId<Review>>(db: Connection, reviews: R[]): Promise<R[]> {
  const missing = reviews.filter((r) => !r.bookSummary);
  if (missing.length === 0) return reviews;
  const summaries = await readReviewBookSummaries(db, missing.map((r) => r.book));
  return reviews.map((r) => (r.bookSummary ? r : { ...r, bookSummary: summaries.get(String(r.book)) }));
}

/** The reviews of these books show them as they are now (after a change of a book; see refreshKeptBookSummaries). */
export function refreshReviewBookSummaries(reviews: Model<Review>, bookIds: readonly Types.ObjectId[], onlyMissing = false): Promise<void> {
  return refreshKeptBookSummaries(reviews as unknown as Parameters<typeof refreshKeptBookSummaries>[0], bookIds, { kept: toReviewBookSummary, onlyMissing });
}

/** Gives their book's summary to reviews written before it was kept (or by an older API process), at start (main.ts). */
export function backfillReviewBookSummaries(reviews: Model<Review>): Promise<number> {
  return backfillMissing<Review, WithId<Pick<Review, 'book'>>>(reviews, 'bookSummary', 'book', (batch) =>
    refreshReviewBookSummaries(
      reviews,
      batch.map((r) => r.book),
      true,
    ),
  );
}
