import { trusted, Types, type Model, type mongo } from 'mongoose';
import type { User } from '../../accounts/users/user.schema';
import type { Review } from '../../conversation/reviews/review.schema';
import type { ReadingListEntry, ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';

type Id = Types.ObjectId | string;

/** Statuses of a finished book (a Completed book later marked as a favourite stays finished). */
export const FINISHED_STATUSES: ReadingStatus[] = ['completed', 'favourite'];
export const isFinished = (status: ReadingStatus | null | undefined): boolean =>
  status != null && FINISHED_STATUSES.includes(status);

/**
 * What a move of an entry from `before` (null: a new entry) to `after` (null: removed) does to its reader's count of
 * finished books: +1, -1 or 0.
 */
export const finishedChange = (before: ReadingStatus | null, after: ReadingStatus | null): -1 | 0 | 1 =>
  ((isFinished(after) ? 1 : 0) - (isFinished(before) ? 1 : 0)) as -1 | 0 | 1;

/** The counts a reader's profile shows of their own writing, kept on the user as their follow counts are. */
export interface ReaderCounts {
  reviewCount: number;
  finishedCount: number;
}

/** The collections a recount reads and writes. */
interface CountedCollections {
  users: Model<User>;
  reviews: Model<Review>;
  readingList: Model<ReadingListEntry>;
}

/**
 * Recounts these readers' reviews and finished books from the collections and keeps them on the readers: one `$group`
 * per collection over an `$in` of their ids, one bulk write (after writes in bulk: a book deleted, an import, the
 * migration that first counts them).
 */
export async function recountReaders(
  db: CountedCollections,
  readerIds: Id[],
  writeOptions: mongo.BulkWriteOptions = {},
): Promise<void> {
  const ids = [...new Set(readerIds.map(String))].map((id) => new Types.ObjectId(id));
  if (!ids.length) return;
  const counted = (rows: { _id: Types.ObjectId; n: number }[]) => new Map(rows.map((r) => [String(r._id), r.n]));
  const [reviews, finished] = await Promise.all([
    db.reviews.aggregate<{ _id: Types.ObjectId; n: number }>([
      { $match: { user: { $in: ids } } },
      { $group: { _id: '$user', n: { $sum: 1 } } },
    ]),
    db.readingList.aggregate<{ _id: Types.ObjectId; n: number }>([
      { $match: { user: { $in: ids }, status: { $in: FINISHED_STATUSES } } },
      { $group: { _id: '$user', n: { $sum: 1 } } },
    ]),
  ]).then(([r, f]) => [counted(r), counted(f)]);
  await db.users.collection.bulkWrite(
    ids.map((id) => ({
      updateOne: {
        filter: { _id: id },
        update: {
          $set: { reviewCount: reviews.get(String(id)) ?? 0, finishedCount: finished.get(String(id)) ?? 0 },
        },
      },
    })),
    { ordered: false, ...writeOptions },
  );
}

/** Takes one from a kept count of each of these readers (the readers of a deleted book: one review, one entry each). */
export async function dropReaderCount(users: Model<User>, readerIds: Id[], field: keyof ReaderCounts): Promise<void> {
  const ids = [...new Set(readerIds.map(String))].map((id) => new Types.ObjectId(id));
  if (ids.length)
    await users.updateMany({ _id: trusted({ $in: ids }) }, { $inc: { [field]: -1 } }, { timestamps: false });
}

/** Adds `by` to one of a reader's kept counts (a review written or deleted, a book finished or not any more). */
export async function changeReaderCount(
  users: Model<User>,
  readerId: Id,
  field: keyof ReaderCounts,
  by: number,
): Promise<void> {
  if (by === 0) return;
  await users.updateOne(
    { _id: new Types.ObjectId(String(readerId)) },
    { $inc: { [field]: by } },
    { timestamps: false },
  );
}
