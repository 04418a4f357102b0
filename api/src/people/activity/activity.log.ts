import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import { type ActivityProgress, type ActivityType } from './activity.schema';
import { Collections } from '../../platform/database/collections';

type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));

/** The activity a move of a reading-list entry to a status is (none for the others: a wishlist, a favourite). */
const STATUS_ACTIVITY: Partial<Record<ReadingStatus, ActivityType>> = {
  reading: 'started',
  completed: 'finished',
  abandoned: 'abandoned',
};

/**
 * What readers did, as their followers' feeds show it: recorded by the services where it happens (a status reached,
 * a review posted, a goal set; never an edit), and deleted with what it is about. Who may see it is decided when it
 * is read (FeedService), so a change of privacy applies at once. Nothing floods a feed: a reader's book is started
 * once (moving it out of reading and back is no news), and its progress is one item, updated in place.
 */
@Injectable()
export class ActivityLog {
  constructor(private readonly db: Collections) {}

  /** An entry added with, or moved to, a status (`before`: its status until now, null for a new entry). */
  async entryStatus(
    actor: Id,
    entry: { _id: Id; book: Id },
    before: ReadingStatus | null,
    after: ReadingStatus,
  ): Promise<void> {
    const type = STATUS_ACTIVITY[after];
    if (!type || before === after) return;
    const fields = { actor: oid(actor), type, book: oid(entry.book), entry: oid(entry._id) };
    if (type !== 'started') {
      await this.db.activities.create(fields);
      return;
    }
    // The book's first start only (the entry's: removing it takes its activity).
    await this.db.activities.updateOne(
      { actor: fields.actor, book: fields.book, type },
      { $setOnInsert: { entry: fields.entry, createdAt: new Date() } },
      { upsert: true, timestamps: false },
    );
  }

  /** Progress logged on an entry: its one progress item, now, with where the reader is (a new one the first time). */
  async progressLogged(actor: Id, entry: { _id: Id; book: Id }, progress: ActivityProgress): Promise<void> {
    const { fraction, page, pageCount, percent } = progress;
    const key = { actor: oid(actor), book: oid(entry.book), type: 'progress' as const };
    await this.db.activities.updateOne(
      key,
      {
        $set: { entry: oid(entry._id), progress: { fraction, page, pageCount, percent }, createdAt: new Date() },
      },
      // The time moves with the progress, so the item comes back to the top of the feeds.
      { upsert: true, timestamps: false, overwriteImmutable: true },
    );
  }

  /** A review posted, with its stars. */
  async reviewed(actor: Id, review: { _id: Id; book: Id; rating: number }): Promise<void> {
    await this.db.activities.create({
      actor: oid(actor),
      type: 'reviewed',
      book: oid(review.book),
      review: oid(review._id),
      rating: review.rating,
    });
  }

  /** A goal set for a year where there was none. */
  async goalSet(actor: Id, goal: { year: number; target: number }): Promise<void> {
    await this.db.activities.create({
      actor: oid(actor),
      type: 'goal',
      goal: { year: goal.year, target: goal.target },
    });
  }

  async entryRemoved(entryId: Id): Promise<void> {
    await this.db.activities.deleteMany({ entry: oid(entryId) });
  }

  /** Entries that went without their reader removing them (two of one reader that became one in a merge). */
  async entriesRemoved(entryIds: Id[]): Promise<void> {
    if (entryIds.length) await this.db.activities.deleteMany({ entry: trusted({ $in: entryIds.map(oid) }) });
  }

  /** Reviews set aside (archived by a merge): their activity leaves the feeds with them. */
  async reviewsRemoved(reviewIds: Id[]): Promise<void> {
    if (reviewIds.length) await this.db.activities.deleteMany({ review: trusted({ $in: reviewIds.map(oid) }) });
  }

  /** A book merged into another: what readers did with it is about the kept one now. */
  async bookMerged(from: Id, to: Id): Promise<void> {
    await this.db.activities.updateMany({ book: oid(from) }, { $set: { book: oid(to) } });
  }

  async reviewRemoved(reviewId: Id): Promise<void> {
    await this.db.activities.deleteMany({ review: oid(reviewId) });
  }

  async goalCleared(actor: Id, year: number): Promise<void> {
    await this.db.activities.deleteMany({ actor: oid(actor), type: 'goal', 'goal.year': year });
  }

  /** A book deleted takes its entries and reviews with it, and so their activity. */
  async bookRemoved(bookId: Id): Promise<void> {
    await this.db.activities.deleteMany({ book: oid(bookId) });
  }

  /** An account deleted: everything it did. */
  async actorRemoved(actor: Id): Promise<void> {
    await this.db.activities.deleteMany({ actor: oid(actor) });
  }
}
