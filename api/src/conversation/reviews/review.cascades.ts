import { Injectable } from '@nestjs/common';
import { trusted, Types, type mongo } from 'mongoose';
import { KeyedQueue } from '../../platform/common/keyed-queue';
import { hasSummary } from '../../reading/reading-list/entry-book-summary';
import { countRating, emptyRatingHistogram, ratingAggregates } from './rating-aggregates';
import { recountReactions, removeReactionsOf } from './review-reactions';
import { Collections } from '../../platform/database/collections';
import { dropReaderCount } from '../../people/readers/reader-counts';
import { readReviewBookSummaries } from './review-book-summary';
import type { ArchivedReview } from './archived-review.schema';
import { reviewWriting } from './review.schema';

type Id = Types.ObjectId | string;
/** Books per query when many ratings are recomputed at once (an import). */
const RECOMPUTE_CHUNK = 100;

/** A review archived by a merge: whose it was, and the reader's review that stays. */
export interface ArchivedReviewOf {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  keptReview: Types.ObjectId;
}

/**
 * The readers who reviewed both sides of a merge or a group (`isFrom` tells a review of the side that goes): the older
 * review of each (by when it was written) and the newer one.
 */
export function olderOfBoth<R extends { _id: Types.ObjectId; user: Types.ObjectId; createdAt: Date }>(
  reviews: R[],
  isFrom: (review: R) => boolean,
): { user: Types.ObjectId; older: Types.ObjectId; kept: Types.ObjectId }[] {
  const byUser = new Map<string, { from?: R; to?: R }>();
  for (const r of reviews) {
    const pair = byUser.get(String(r.user)) ?? {};
    if (isFrom(r)) pair.from = r;
    else pair.to = r;
    byUser.set(String(r.user), pair);
  }
  return [...byUser.values()].flatMap(({ from: a, to: b }) => {
    if (!a || !b) return [];
    const [older, newer] = new Date(a.createdAt) < new Date(b.createdAt) ? [a, b] : [b, a];
    return [{ user: a.user, older: older._id, kept: newer._id }];
  });
}

/**
 * What a change of reviews does to other collections, all in this file: a review written, re-rated or deleted
 * changes its work's ratingHistogram, averageRating and reviewCount (kept on every edition), which the reading-list entries and reviews
 * show too (in the summaries they keep); a deleted review takes its likes and comments.
 * ReviewsService (and any bulk writer of reviews) calls it.
 */
@Injectable()
export class ReviewCascades {
  private readonly ratingQueue = new KeyedQueue();

  constructor(private readonly db: Collections) {}

  /**
   * The ratings of these books' works changed (a review written, re-rated or deleted): see workRatingsChanged. One
   * read of the books for their works.
   */
  async ratingsChanged(bookIds: Id[], writeOptions: mongo.BulkWriteOptions = {}): Promise<void> {
    const ids = [...new Set(bookIds.map(String))].map((id) => new Types.ObjectId(id));
    if (ids.length === 0) return;
    const works: Types.ObjectId[] = [];
    for (let i = 0; i < ids.length; i += RECOMPUTE_CHUNK) {
      const books = await this.db.books
        .find({ _id: trusted({ $in: ids.slice(i, i + RECOMPUTE_CHUNK) }) })
        .select('work')
        .lean();
      // A book from before works (a migration's data, before works are given) has none to recompute.
      works.push(...books.flatMap((b) => (b.work ? [b.work] : [])));
    }
    await this.workRatingsChanged(works, writeOptions);
  }

  /**
   * Sets the ratingHistogram, averageRating (2 decimals) and reviewCount of every edition of these works from the
   * ratings of the work's reviews (every edition's): one recomputation at a time per work, so the last one wins with
   * fresh data. Many works at once (an import) cost one read of the reviews and one write per distinct histogram, not
   * one each: the recomputation waits until it holds every work's turn, then reads them all together (no deadlock: a
   * call enqueues on all its works synchronously, so calls hold their turns in one global order).
   * `writeOptions`: a background job's (jobWriteOptions), whose writes may wait for the database longer than a request's.
   */
  async workRatingsChanged(workIds: Id[], writeOptions: mongo.BulkWriteOptions = {}): Promise<void> {
    const ids = [...new Set(workIds.map(String))];
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

  /**
   * A book merged into another (`to`, an edition of `toWork`): its reviews, with their likes and comments, become
   * `to`'s. A reader who reviewed both (the merged book, and any edition of the kept book's work) keeps the newer
   * review; the older one is archived (kept out of every listing and aggregate; their export still has it), and their
   * review count drops by one. Whatever the number of reviews: see settleAndMove; then both works' ratings recomputed.
   * Returns the archived reviews (their readers are told).
   */
  async movedToBook(from: Types.ObjectId, to: Types.ObjectId, toWork: Types.ObjectId): Promise<ArchivedReviewOf[]> {
    const fromWork = (await this.db.books.findById(from).select('work').lean())?.work;
    const summary = (await readReviewBookSummaries(this.db.connection, [to])).get(String(to));
    const archived = await this.settleAndMove(
      { fromFilter: { book: from }, toFilter: { work: toWork }, isFrom: (r) => String(r.book) === String(from) },
      to,
      { book: to, work: toWork, ...(summary ? { bookSummary: summary } : {}) },
    );
    await this.db.likes.updateMany({ book: from }, { $set: { book: to } });
    await this.workRatingsChanged([toWork, ...(fromWork ? [fromWork] : [])]);
    return archived;
  }

  /**
   * Two works grouped into one (`fromWork`'s editions join `toWork`): their reviews are the work's, each still about
   * its edition. A reader who reviewed both works keeps the newer review, the older one archived as a merge archives
   * it (settleAndMove); then the work's ratings are recomputed on every edition.
   */
  async movedToWork(
    fromWork: Types.ObjectId,
    toWork: Types.ObjectId,
    keptBook: Types.ObjectId,
  ): Promise<ArchivedReviewOf[]> {
    const archived = await this.settleAndMove(
      {
        fromFilter: { work: fromWork },
        toFilter: { work: toWork },
        isFrom: (r) => String(r.work) === String(fromWork),
      },
      keptBook,
      { work: toWork },
    );
    await this.workRatingsChanged([toWork]);
    return archived;
  }

  /**
   * An edition split out of its work into a work of its own (`newWork`): the reviews written about it go with it, the
   * others stay; both works' ratings are recomputed. One update of the reviews, whatever their number.
   */
  async editionSplit(book: Types.ObjectId, oldWork: Types.ObjectId, newWork: Types.ObjectId): Promise<void> {
    await this.db.reviews.updateMany({ book }, { $set: { work: newWork } }, { timestamps: false });
    await this.workRatingsChanged([oldWork, newWork]);
  }

  /**
   * The reviews of `fromFilter` join those of `toFilter` (given `set`); a reader with a review on both sides keeps the
   * newer one and the older is archived (pointing at `keptBook`), their review count dropping by one. Whatever the
   * number of reviews: one read of both sides, one of the reviews archived, one insert and one delete for them, and one
   * update of the rest.
   */
  private async settleAndMove(
    sides: {
      fromFilter: Record<string, unknown>;
      toFilter: Record<string, unknown>;
      isFrom: (review: { book: Types.ObjectId; work: Types.ObjectId }) => boolean;
    },
    keptBook: Types.ObjectId,
    set: Record<string, unknown>,
  ): Promise<ArchivedReviewOf[]> {
    const both = await this.db.reviews
      .find({ $or: [sides.fromFilter, sides.toFilter] })
      .select('user book work createdAt')
      .lean();
    const older = olderOfBoth(both, sides.isFrom);
    let archived: ArchivedReviewOf[] = [];
    if (older.length) {
      const reviews = await this.db.reviews.find({ _id: trusted({ $in: older.map((o) => o.older) }) }).lean();
      const keptOf = new Map(older.map((o) => [String(o.older), o.kept]));
      const archivedAt = new Date();
      const docs: (ArchivedReview & { _id: Types.ObjectId })[] = reviews.map((r) => ({
        _id: r._id,
        user: r.user,
        book: r.book,
        keptBook,
        keptReview: keptOf.get(String(r._id))!,
        ...reviewWriting(r),
        archivedAt,
      }));
      await this.db.archivedReviews.collection.insertMany(docs);
      await this.db.reviews.deleteMany({ _id: trusted({ $in: docs.map((d) => d._id) }) });
      await dropReaderCount(
        this.db.users,
        docs.map((d) => d.user),
        'reviewCount',
      );
      archived = docs.map((d) => ({ _id: d._id, user: d.user, keptReview: d.keptReview }));
    }
    await this.db.reviews.updateMany(sides.fromFilter, { $set: set }, { timestamps: false });
    return archived;
  }

  private async writeRatings(ids: string[], writeOptions: mongo.BulkWriteOptions): Promise<void> {
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    // The ratings themselves (the embedded server evaluates no compound $group key), counted here.
    // In chunks: the embedded database tests `$in` against each review, so one huge list could outlast the time limit.
    const histograms = new Map<string, number[]>(ids.map((id) => [id, emptyRatingHistogram()]));
    for (let i = 0; i < objectIds.length; i += RECOMPUTE_CHUNK) {
      const ratings = await this.db.reviews
        .find({ work: trusted({ $in: objectIds.slice(i, i + RECOMPUTE_CHUNK) }) }, { work: 1, rating: 1, _id: 0 })
        .lean();
      for (const { work, rating } of ratings) {
        const histogram = histograms.get(String(work));
        if (histogram) countRating(histogram, rating);
      }
    }
    // Works with the same histogram are written together (one update per distinct result).
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
        // Every edition of the works: one update, whatever their number.
        await this.db.books.updateMany(
          { work: trusted({ $in: chunk }) },
          { $set: { averageRating, reviewCount, ratingHistogram } },
          writeOptions,
        );
        // The summaries kept by the works' reading-list entries and reviews show them too.
        const keptRatings = [
          { work: trusted({ $in: chunk }), ...hasSummary() },
          { $set: { 'bookSummary.averageRating': averageRating, 'bookSummary.reviewCount': reviewCount } },
          { ...writeOptions, timestamps: false },
        ] as const;
        await Promise.all([this.db.readingList.updateMany(...keptRatings), this.db.reviews.updateMany(...keptRatings)]);
      }
    }
  }
}
