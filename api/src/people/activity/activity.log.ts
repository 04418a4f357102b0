import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import { type ActivityType } from './activity.schema';
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
 * is read (FeedService), so a change of privacy applies at once.
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
    await this.db.activities.create({ actor: oid(actor), type, book: oid(entry.book), entry: oid(entry._id) });
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
