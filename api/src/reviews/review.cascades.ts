import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Book } from '../books/book.schema';
import { KeyedQueue } from '../common/keyed-queue';
import { round2 } from '../common/query-helpers';
import { Review } from './review.schema';

type Id = Types.ObjectId | string;
/** Books per query when many ratings are recomputed at once (an import). */
const RECOMPUTE_CHUNK = 100;

/**
 * What a change of reviews does to other collections, all in this file: a review written, re-rated or deleted
 * changes its book's averageRating and reviewCount. ReviewsService (and any bulk writer of reviews) calls it.
 */
@Injectable()
export class ReviewCascades {
  private readonly ratingQueue = new KeyedQueue();

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(Book.name) private readonly books: Model<Book>,
  ) {}

  /**
   * Sets each book's averageRating (2 decimals) and reviewCount from its reviews ($group with $sum:
   * the embedded server has no $avg). One recomputation at a time per book, so the last one wins with fresh data.
   * Many books at once (an import) cost one read of the reviews and one write per distinct result, not one each:
   * the recomputation waits until it holds every book's turn, then reads them all together (no deadlock: a call
   * enqueues on all its books synchronously, so calls hold their turns in one global order).
   */
  async ratingsChanged(bookIds: Id[]): Promise<void> {
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
          await (recomputed ??= this.writeRatings(ids));
        }),
      ),
    );
  }

  private async writeRatings(ids: string[]): Promise<void> {
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    // In chunks: the embedded database tests `$in` against each review, so one huge list could outlast the time limit.
    const sums = [];
    for (let i = 0; i < objectIds.length; i += RECOMPUTE_CHUNK) {
      sums.push(
        ...(await this.reviews.aggregate<{ _id: Types.ObjectId; sum: number; count: number }>([
          { $match: { book: { $in: objectIds.slice(i, i + RECOMPUTE_CHUNK) } } },
          { $group: { _id: '$book', sum: { $sum: '$rating' }, count: { $sum: 1 } } },
        ])),
      );
    }
    const byBook = new Map(sums.map((s) => [String(s._id), s]));
    // Books with the same result are written together (one update per distinct average and count).
    const groups = new Map<string, { averageRating: number; reviewCount: number; ids: Types.ObjectId[] }>();
    for (const id of objectIds) {
      const agg = byBook.get(String(id));
      const reviewCount = agg?.count ?? 0;
      const averageRating = reviewCount ? round2(agg!.sum / reviewCount) : 0;
      const key = `${averageRating}/${reviewCount}`;
      const group = groups.get(key) ?? { averageRating, reviewCount, ids: [] };
      group.ids.push(id);
      groups.set(key, group);
    }
    for (const { averageRating, reviewCount, ids: group } of groups.values()) {
      for (let i = 0; i < group.length; i += RECOMPUTE_CHUNK) {
        await this.books.updateMany({ _id: trusted({ $in: group.slice(i, i + RECOMPUTE_CHUNK) }) }, { $set: { averageRating, reviewCount } });
      }
    }
  }
}
