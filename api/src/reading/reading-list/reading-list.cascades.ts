import { Injectable } from '@nestjs/common';
import { trusted, type Types } from 'mongoose';
import { ActivityLog } from '../../people/activity/activity.log';
import { dropReaderCount, isFinished } from '../../people/readers/reader-counts';
import type { WithId } from '../../platform/common/find-by-ids';
import { Collections } from '../../platform/database/collections';
import { entryBookSummaries } from './entry-book-summary';
import type { ReadingListEntry, ReadingStatus } from './reading-list-entry.schema';

type Entry = WithId<ReadingListEntry>;

/** How far along a status is, for two entries of one reader that become one: a favourite is a finished book kept. */
const FURTHEST: ReadingStatus[] = ['wishlist', 'abandoned', 'reading', 'completed', 'favourite'];

const earliest = (a: Date | null | undefined, b: Date | null | undefined): Date | null => {
  if (!a) return b ?? null;
  if (!b) return a;
  return new Date(a) <= new Date(b) ? a : b;
};

/**
 * One entry from a reader's two entries of books that are one: the kept book's entry (its id, progress and the rest)
 * with the status furthest along (completed, then reading, then abandoned, then wishlist; favourite if either was)
 * and the earliest dates of the two.
 */
export function combinedEntry(kept: Entry, other: Entry): Entry {
  const status = FURTHEST.indexOf(other.status) > FURTHEST.indexOf(kept.status) ? other.status : kept.status;
  return {
    ...kept,
    status,
    startedAt: earliest(kept.startedAt, other.startedAt),
    finishedAt: earliest(kept.finishedAt, other.finishedAt),
    rating: kept.rating ?? other.rating ?? null,
    progress: kept.progress ?? other.progress ?? null,
    createdAt: earliest(kept.createdAt, other.createdAt) ?? kept.createdAt,
  };
}

/** What a change elsewhere does to reading-list entries (a merge of two records of one book). */
@Injectable()
export class ReadingListCascades {
  constructor(
    private readonly db: Collections,
    private readonly activity: ActivityLog,
  ) {}

  /**
   * A book merged into another (`to`): its entries become `to`'s. A reader with both on their list keeps one entry
   * (combinedEntry); the activity of the entry that goes goes with it, and a reader who had finished both counts one
   * finished book. Whatever the number of entries: one read of both books' entries, one delete and one insert for the
   * readers with both, one update of the rest.
   */
  async movedToBook(from: Types.ObjectId, to: Types.ObjectId): Promise<void> {
    const both = await this.db.readingList.find({ book: trusted({ $in: [from, to] }) }).lean<Entry[]>();
    const summary = (await entryBookSummaries(this.db.connection, [to])).get(String(to));
    const onFrom = new Map(both.filter((e) => String(e.book) === String(from)).map((e) => [String(e.user), e]));
    const pairs = both
      .filter((e) => String(e.book) === String(to) && onFrom.has(String(e.user)))
      .map((kept) => ({ kept, other: onFrom.get(String(kept.user))! }));
    if (pairs.length) {
      const combined = pairs.map(({ kept, other }) => ({
        ...combinedEntry(kept, other),
        ...(summary ? { bookSummary: summary } : {}),
      }));
      await this.db.readingList.deleteMany({
        _id: trusted({ $in: pairs.flatMap(({ kept, other }) => [kept._id, other._id]) }),
      });
      await this.db.readingList.collection.insertMany(combined);
      await Promise.all([
        this.activity.entriesRemoved(pairs.map(({ other }) => other._id)),
        dropReaderCount(
          this.db.users,
          pairs
            .filter(({ kept, other }) => isFinished(kept.status) && isFinished(other.status))
            .map((p) => p.kept.user),
          'finishedCount',
        ),
      ]);
    }
    await this.db.readingList.updateMany(
      { book: from },
      { $set: { book: to, ...(summary ? { bookSummary: summary } : {}) } },
      { timestamps: false },
    );
  }
}
