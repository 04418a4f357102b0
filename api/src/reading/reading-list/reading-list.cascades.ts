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
   * A book merged into another (`to`, an edition of `toWork`): its entries become `to`'s. A reader with both on their
   * list (the merged book, and any edition of the kept book's work) keeps one entry (combinedEntry); see settleAndMove.
   */
  async movedToBook(from: Types.ObjectId, to: Types.ObjectId, toWork: Types.ObjectId): Promise<void> {
    const summary = (await entryBookSummaries(this.db.connection, [to])).get(String(to));
    await this.settleAndMove({ book: from }, { work: toWork }, (e) => String(e.book) === String(from), {
      book: to,
      work: toWork,
      ...(summary ? { bookSummary: summary } : {}),
    });
  }

  /**
   * Two works grouped into one (`fromWork`'s editions join `toWork`): the entries are the work's, each still naming
   * its edition; a reader with both works on their list keeps one entry (combinedEntry, naming the kept work's edition).
   */
  async movedToWork(fromWork: Types.ObjectId, toWork: Types.ObjectId): Promise<void> {
    await this.settleAndMove({ work: fromWork }, { work: toWork }, (e) => String(e.work) === String(fromWork), {
      work: toWork,
    });
  }

  /** An edition split out into a work of its own (`newWork`): the entries naming it go with it (one update). */
  async editionSplit(book: Types.ObjectId, newWork: Types.ObjectId): Promise<void> {
    await this.db.readingList.updateMany({ book }, { $set: { work: newWork } }, { timestamps: false });
  }

  /**
   * The entries of `fromFilter` join those of `toFilter` (given `set`). A reader with an entry on both sides keeps one
   * (combinedEntry, the `to` side's with the furthest status and earliest dates); the activity of the entry that goes
   * goes with it, and a reader who had finished both counts one finished book. Whatever the number of entries: one
   * read of both sides, one delete and one insert for the readers with both, one update of the rest.
   */
  private async settleAndMove(
    fromFilter: Record<string, unknown>,
    toFilter: Record<string, unknown>,
    isFrom: (entry: Entry) => boolean,
    set: Record<string, unknown>,
  ): Promise<void> {
    const both = await this.db.readingList.find({ $or: [fromFilter, toFilter] }).lean<Entry[]>();
    const onFrom = new Map(both.filter(isFrom).map((e) => [String(e.user), e]));
    const pairs = both
      .filter((e) => !isFrom(e) && onFrom.has(String(e.user)))
      .map((kept) => ({ kept, other: onFrom.get(String(kept.user))! }));
    if (pairs.length) {
      // The kept entry names its own edition (of the `to` side): only the work is the moved ones'.
      const combined = pairs.map(({ kept, other }) => ({ ...combinedEntry(kept, other), work: kept.work }));
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
    await this.db.readingList.updateMany(fromFilter, { $set: set }, { timestamps: false });
  }
}
