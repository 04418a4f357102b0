import { Inject, Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { PublicReadChanges } from '../../platform/common/http-cache/public-cache';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { yieldToEventLoop } from '../../platform/common/time-slices';
import { jobWriteOptions } from '../../platform/database/job-write';
import { entryBookSummaries } from '../reading-list/entry-book-summary';
import { datesProblem, isFutureDay } from '../reading-list/reading-dates';
import { ReadingListEntry, type ReadingStatus } from '../reading-list/reading-list-entry.schema';
import { Review } from '../../conversation/reviews/review.schema';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { settleReviewStatuses, toReviewBookSummary } from '../../conversation/reviews/review-book-summary';
import { readUserSummaries } from '../../conversation/reviews/review-user-summary';
import { recountReaders } from '../../people/readers/reader-counts';
import { BatchSizer, PendingWrites } from './import-batches';
import { reviewTitleFrom } from './import-file';
import type { ParsedRow } from './import-formats';
import { Collections } from '../../platform/database/collections';

const MAX_REVIEW_LENGTH = 5000;

export type AppliedOutcome = 'added' | 'updated' | 'skipped';
/** What became of a row; a row skipped for a rule it breaks says which. */
export type AppliedRow = { outcome: AppliedOutcome; reason?: string };

type EntryState = {
  _id: Types.ObjectId;
  status: ReadingStatus;
  startedAt?: Date | null;
  finishedAt: Date | null;
  rating: number | null;
};
type ReviewState = {
  _id: Types.ObjectId;
  rating: number;
  content: string;
  spoiler: boolean;
  spoilerByModerator?: boolean;
};

const sameTime = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);
const toDate = (iso: string | undefined) => (iso ? new Date(`${iso}T00:00:00.000Z`) : undefined);
/** The text of the review a row writes: only a rated row's. */
const reviewTextOf = (row: ParsedRow) => (row.rating ? row.reviewText?.slice(0, MAX_REVIEW_LENGTH).trim() : undefined);
/** The reading status a row gives its entry: its own, or completed when rated or read; null: no entry. */
const rowStatus = (row: ParsedRow) => row.status ?? (row.rating || row.dateRead ? 'completed' : null);

/**
 * The reading list's date rule a row breaks (reading-dates.ts), with the entry it would change: its date read is the
 * entry's finish (and its review's date), its date added the entry's; none may be in the future, and the finish may
 * not come before the entry's start. null when it breaks none.
 */
export function importedDatesProblem(
  row: ParsedRow,
  entry: Pick<EntryState, 'startedAt'> | undefined,
  now: Date,
): string | null {
  const added = toDate(row.dateAdded);
  if (added && isFutureDay(added, now)) return 'Date added cannot be in the future';
  return datesProblem({ startedAt: entry?.startedAt ?? null, finishedAt: toDate(row.dateRead) ?? null }, now);
}

/**
 * Writes imported rows to a reader's reading list and reviews, the same way for a confirmed import and for an
 * approved suggestion. Idempotent: a row that changes nothing is `skipped`, so re-importing a file changes nothing.
 * - the entry gets the row's status, `finishedAt` from the date read, the date added as its `createdAt`, and its
 *   book's summary (entry-book-summary.ts);
 * - a rating with text becomes the reader's review of the book (one per book: an existing one is updated), and the
 *   books' rating aggregates are recomputed by ReviewCascades; a rating without text is the entry's own `rating`.
 */
@Injectable()
export class ImportWriter {
  constructor(
    private readonly db: Collections,
    private readonly reviewCascades: ReviewCascades,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicReads: PublicReadChanges,
  ) {}

  /**
   * Applies `rows` (each with its book) for one reader, in batches sized by the time budget (IMPORT_BATCH_BUDGET_MS);
   * `onBatch(done)` after every batch. Each batch's writes may take up to JOB_WRITE_TIMEOUT_MS. Returns each row's outcome;
   * a row that breaks a date rule of the reading list is skipped with it as the reason, and writes nothing.
   */
  async apply(
    userId: string,
    rows: { row: ParsedRow; book: string }[],
    onBatch?: (done: number) => Promise<void>,
  ): Promise<AppliedRow[]> {
    const user = new Types.ObjectId(userId);
    // One read of the reader's entries and reviews (and of the reader, whom the reviews show) for the whole import.
    // The reader has one entry and one review per work: the rows' books are read once for their works.
    const [entries, reviews, userSummaries, editions] = await Promise.all([
      this.db.readingList.find({ user }).select('work status startedAt finishedAt rating').lean(),
      this.db.reviews.find({ user }).select('work rating content spoiler spoilerByModerator').lean(),
      readUserSummaries(this.db.connection, [user]),
      this.db.books
        .find({ _id: trusted({ $in: [...new Set(rows.map((r) => r.book))].map((id) => new Types.ObjectId(id)) }) })
        .select('work')
        .lean(),
    ]);
    const userSummary = userSummaries.get(userId);
    const workOfBook = new Map(editions.map((e) => [String(e._id), e.work]));
    // Keyed by work: a row about another edition of a work the reader has changes that work's entry and review.
    const entryByBook = new Map<string, EntryState>(entries.map((e) => [String(e.work), e]));
    const reviewByBook = new Map<string, ReviewState>(reviews.map((r) => [String(r.work), r]));
    const keyOf = (book: string) => String(workOfBook.get(book) ?? book);
    const ratedBooks = new Set<string>();
    const reviewedBooks: Types.ObjectId[] = [];
    const outcomes: AppliedRow[] = [];

    const writeOptions = { ordered: true, ...jobWriteOptions(this.config.jobWriteTimeoutMs) };
    const sizer = new BatchSizer(this.config.importBatchBudgetMs);
    for (let start = 0; start < rows.length;) {
      const batch = rows.slice(start, start + sizer.size);
      const entryWrites = new PendingWrites<ReadingListEntry>();
      const reviewWrites = new PendingWrites<Review>();
      const now = new Date();
      // The entries and reviews this batch adds keep their book's summary: one read of those books.
      const adds = ({ row, book }: (typeof batch)[number]) =>
        (!entryByBook.has(keyOf(book)) && rowStatus(row) !== null) ||
        (!reviewByBook.has(keyOf(book)) && Boolean(reviewTextOf(row)));
      const summaries = await entryBookSummaries(
        this.db.connection,
        batch.filter(adds).map(({ book }) => new Types.ObjectId(book)),
      );
      for (const { row, book: bookId } of batch) {
        const workKey = keyOf(bookId);
        const work = new Types.ObjectId(workKey);
        const reason = importedDatesProblem(row, entryByBook.get(workKey), now);
        if (reason) {
          outcomes.push({ outcome: 'skipped', reason });
          continue;
        }
        const book = new Types.ObjectId(bookId);
        const text = reviewTextOf(row);
        const status = rowStatus(row);
        let added = false;
        let updated = false;

        if (status) {
          const finishedAt = toDate(row.dateRead);
          const rating = text ? undefined : row.rating;
          const entry = entryByBook.get(workKey);
          if (!entry) {
            const doc = { _id: new Types.ObjectId(), status, finishedAt: finishedAt ?? null, rating: rating ?? null };
            const createdAt = toDate(row.dateAdded) ?? now;
            entryWrites.insert({
              ...doc,
              user,
              book,
              work,
              startedAt: null,
              createdAt,
              updatedAt: now,
              bookSummary: summaries.get(bookId),
            });
            entryByBook.set(workKey, doc);
            added = true;
          } else {
            const changes: Partial<EntryState> = {};
            if (entry.status !== status) changes.status = status;
            if (finishedAt && !sameTime(entry.finishedAt, finishedAt)) changes.finishedAt = finishedAt;
            if (rating && entry.rating !== rating) changes.rating = rating;
            if (Object.keys(changes).length) {
              entryWrites.set(entry._id, { ...changes, updatedAt: now });
              Object.assign(entry, changes);
              updated = true;
            }
          }
        }

        if (text && row.rating) {
          const review = reviewByBook.get(workKey);
          // A moderator's spoiler mark stays, whatever the file says.
          const spoiler = Boolean(row.spoiler) || review?.spoilerByModerator === true;
          if (!review) {
            const doc = { _id: new Types.ObjectId(), rating: row.rating, content: text, spoiler };
            const title = (row.reviewTitle ?? reviewTitleFrom(text)).slice(0, 200);
            const createdAt = toDate(row.dateRead) ?? toDate(row.dateAdded) ?? now;
            const summary = summaries.get(bookId);
            reviewWrites.insert({
              ...doc,
              user,
              userSummary,
              bookSummary: summary && toReviewBookSummary(summary),
              book,
              work,
              title,
              createdAt,
              updatedAt: now,
            });
            reviewByBook.set(workKey, doc);
            reviewedBooks.push(book);
            ratedBooks.add(bookId);
            updated ||= !added; // a rating implies a status, so the row's entry was just added or already there
          } else if (review.rating !== row.rating || review.content !== text || review.spoiler !== spoiler) {
            const changes = { rating: row.rating, content: text, spoiler };
            reviewWrites.set(review._id, { ...changes, updatedAt: now });
            if (review.rating !== row.rating) ratedBooks.add(bookId);
            Object.assign(review, changes);
            updated ||= !added;
          }
        }
        outcomes.push({ outcome: added ? 'added' : updated ? 'updated' : 'skipped' });
      }
      const [entryOps, reviewOps] = [entryWrites.ops(), reviewWrites.ops()];
      const started = performance.now();
      if (entryOps.length) await this.db.readingList.bulkWrite(entryOps, writeOptions);
      if (reviewOps.length) {
        await this.db.reviews.bulkWrite(reviewOps, writeOptions);
        // Reviews are public reads: cached lists of them must not outlive this batch (an import runs after its request).
        this.publicReads.changed();
      }
      sizer.next(batch.length, performance.now() - started);
      start += batch.length;
      await onBatch?.(start);
      await yieldToEventLoop();
    }
    // The reader's kept counts of reviews and finished books, recounted once for the whole import.
    await recountReaders(this.db, [user], jobWriteOptions(this.config.jobWriteTimeoutMs));
    // A book unpublished since its summary was read (before the batch's writes) was not hidden from the new reviews.
    await settleReviewStatuses(this.db.reviews, reviewedBooks);
    await this.reviewCascades.ratingsChanged([...ratedBooks], jobWriteOptions(this.config.jobWriteTimeoutMs));
    // The books' ratings and the reviews' statuses: public reads too.
    if (reviewedBooks.length || ratedBooks.size) this.publicReads.changed();
    return outcomes;
  }
}
