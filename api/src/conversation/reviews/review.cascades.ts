import { Injectable } from '@nestjs/common';
import { trusted, Types, type mongo } from 'mongoose';
import { KeyedQueue } from '../../platform/common/keyed-queue';
import { hasSummary } from '../../reading/reading-list/entry-book-summary';
import { countRating, emptyRatingHistogram, ratingAggregates } from './rating-aggregates';
import { recountReactions, removeReactionsOf } from './review-reactions';
import { Collections } from '../../platform/database/collections';

type Id = Types.ObjectId | string;
/** Books per query when many ratings are recomputed at once (an import). */
const RECOMPUTE_CHUNK = 100;

/**
 * What a change of reviews does to other collections, all in this file: a review written, re-rated or deleted
 * changes its book's ratingHistogram, averageRating and reviewCount, which the book's reading-list entries and reviews
 * show too (in the summaries they keep); a deleted review takes its likes and comments.
 * ReviewsService (and any bulk writer of reviews) calls it.
 */
@Injectable()
export class ReviewCascades {
  private readonly ratingQueue = new KeyedQueue();

  constructor(private readonly db: Collections) {}

  /**
   * Sets each book's ratingHistogram, averageRating (2 decimals) and reviewCount from its reviews' ratings.
   * One recomputation at a time per book, so the last one wins with fresh data.
   * Many books at once (an import) cost one read of the reviews and one write per distinct histogram, not one each:
   * the recomputation waits until it holds every book's turn, then reads them all together (no deadlock: a call
   * enqueues on all its books synchronously, so calls hold their turns in one global order).
   * `writeOptions`: a background job's (jobWriteOptions), whose writes may wait for the database longer than a request's.
   */
  async ratingsChanged(bookIds: Id[], writeOptions: mongo.BulkWriteOptions = {}): Promise<void> {
    const ids = [...new Set(bookIds.map(String))];
    if (ids.length === 0) return;
    let waiting = ids.length;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    let recomputed: Promise<void> | undefined;
    await Promise.all(
      ids.map((id) =>
        this.ratingQueue.run(id, async () => {
          if (--waiting === 0) allHeld();
          await held;
          await (recomputed ??= this.writeRatings(ids, writeOptions));
        }),
      ),
    );
  }

  /** Deleted reviews take their likes and comments with them. */
  async reviewsRemoved(reviewIds: Id[]): Promise<void> {
    await removeReactionsOf(
      this.db.connection,
      reviewIds.map((id) => new Types.ObjectId(String(id))),
    );
  }

  /** Likes or comments went from these reviews other than one by one (with an account): their counts are recounted. */
  async reactionsRemoved(reviewIds: Id[]): Promise<void> {
    const ids = [...new Set(reviewIds.map(String))].map((id) => new Types.ObjectId(id));
    await recountReactions(this.db.connection, ids);
  }

  private async writeRatings(ids: string[], writeOptions: mongo.BulkWriteOptions): Promise<void> {
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    // The ratings themselves (the embedded server evaluates no compound $group key), counted here.
    // In chunks: the embedded database tests `$in` against each review, so one huge list could outlast the time limit.
    const histograms = new Map<string, number[]>(ids.map((id) => [id, emptyRatingHistogram()]));
    for (let i = 0; i < objectIds.length; i += RECOMPUTE_CHUNK) {
      const ratings = await this.db.reviews
        .find({ book: trusted({ $in: objectIds.slice(i, i + RECOMPUTE_CHUNK) }) }, { book: 1, rating: 1, _id: 0 })
        .lean();
      for (const { book, rating } of ratings) {
        const histogram = histograms.get(String(book));
        if (histogram) countRating(histogram, rating);
      }
    }
    // Books with the same histogram are written together (one update per distinct result).
    const groups = new Map<string, { ratingHistogram: number[]; ids: Types.ObjectId[] }>();
    for (const [id, ratingHistogram] of histograms) {
      const key = ratingHistogram.join('/');
      const group = groups.get(key) ?? { ratingHistogram, ids: [] };
      group.ids.push(new Types.ObjectId(id));
      groups.set(key, group);
    }
    for (const { ratingHistogram, ids: group } of groups.values()) {
      const { reviewCount, averageRating } = ratingAggregates(ratingHistogram);
      for (let i = 0; i < group.length; i += RECOMPUTE_CHUNK) {
        const chunk = group.slice(i, i + RECOMPUTE_CHUNK);
        await this.db.books.updateMany(
          { _id: trusted({ $in: chunk }) },
          { $set: { averageRating, reviewCount, ratingHistogram } },
          writeOptions,
        );
        // The summaries kept by the books' reading-list entries and reviews show them too.
        const keptRatings = [
          { book: trusted({ $in: chunk }), ...hasSummary() },
          { $set: { 'bookSummary.averageRating': averageRating, 'bookSummary.reviewCount': reviewCount } },
          { ...writeOptions, timestamps: false },
        ] as const;
        await Promise.all([this.db.readingList.updateMany(...keptRatings), this.db.reviews.updateMany(...keptRatings)]);
      }
    }
  }
}
