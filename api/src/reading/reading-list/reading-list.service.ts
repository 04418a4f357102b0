import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { ActivityLog } from '../../people/activity/activity.log';
import { changeReaderCount, finishedChange } from '../../people/readers/reader-counts';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import type { WithId } from '../../platform/common/find-by-ids';
import type { AddToReadingListDto, ReadingProgressDto, UpdateReadingListEntryDto } from './dto/reading-list.dto';
import { assertValidDates, calendarDay, datesForStatus, sentDay } from './reading-dates';
import { ReadingListEntry, type ReadingProgress } from './reading-list-entry.schema';
import { entryBookSummaries, type EntryBookSummary } from './entry-book-summary';
import { toEntryView, type ReadingListEntryView } from './reading-list-entry.view';
import { Collections } from '../../platform/database/collections';
import { assertBookSummaryNotMerged } from '../../catalogue/merges/merged-records';

const NOT_FOUND = 'Reading list entry not found';

/** A user's reading list. Another user's entry is answered 404, as if it did not exist. */
@Injectable()
export class ReadingListService {
  constructor(
    private readonly db: Collections,
    private readonly activity: ActivityLog,
  ) {}

  /** One read of the entries: each carries the summary of its book. */
  async list(user: AuthUser): Promise<ReadingListEntryView[]> {
    const entries = await this.db.readingList
      .find({ user: user.id })
      .sort({ createdAt: -1, _id: -1 })
      .lean<WithId<ReadingListEntry>[]>();
    return entries.map(toEntryView).filter((e): e is ReadingListEntryView => e !== null);
  }

  /**
   * One entry per (user, work), decided by the unique index (a second edition of a work on the list is the duplicate);
   * the entry records the edition and keeps its summary.
   */
  async add(user: AuthUser, dto: AddToReadingListDto): Promise<ReadingListEntryView> {
    const bookId = new Types.ObjectId(dto.bookId);
    const [summaries, edition] = await Promise.all([
      entryBookSummaries(this.db.connection, [bookId]),
      this.db.books.findById(bookId).select('work').lean(),
    ]);
    const bookSummary = summaries.get(String(bookId));
    await assertBookSummaryNotMerged(this.db.books, bookId, bookSummary);
    if (!edition || !maySeeBook(bookSummary, user)) throw new NotFoundException('Book not found');
    const status = dto.status ?? 'wishlist';
    const dates = datesForStatus(
      status,
      { startedAt: null, finishedAt: null },
      {},
      calendarDay(new Date(), dto.timeZone),
    );
    const { _id: id } = await this.db.readingList
      .create({ user: user.id, book: bookId, work: edition.work, status, ...dates, bookSummary })
      .catch(onDuplicateKey('Book is already in your reading list'));
    await this.catchUpWithBook(id, bookId, bookSummary);
    await changeReaderCount(this.db.users, user.id, 'finishedCount', finishedChange(null, status));
    await this.activity.entryStatus(user.id, { _id: id, book: bookId }, null, status);
    return this.view(id, user);
  }

  /**
   * A change of the book between the summary's read and the entry's insert was refreshed by BookCascades before the
   * entry existed, so it missed it: the book is read again after the insert and, if it changed, the entry is given
   * its summary now. (A change after this read is refreshed by its cascade, which then finds the entry.)
   */
  private async catchUpWithBook(id: Types.ObjectId, bookId: Types.ObjectId, written: EntryBookSummary): Promise<void> {
    const now = (await entryBookSummaries(this.db.connection, [bookId])).get(String(bookId));
    if (now && !isDeepStrictEqual(now, written))
      await this.db.readingList.updateOne({ _id: id }, { $set: { bookSummary: now } }, { timestamps: false });
  }

  /** Status and/or dates; the dates rules are in reading-dates.ts. */
  async update(id: string, user: AuthUser, dto: UpdateReadingListEntryDto): Promise<ReadingListEntryView> {
    const sent = { startedAt: sentDay(dto.startedAt, dto.timeZone), finishedAt: sentDay(dto.finishedAt, dto.timeZone) };
    if (dto.status === undefined && sent.startedAt === undefined && sent.finishedAt === undefined) {
      throw new BadRequestException('Send a status, a start date or a finish date');
    }
    const entry = await this.db.readingList
      .findOne({ _id: id, user: user.id })
      .select('book status startedAt finishedAt')
      .lean();
    if (!entry) throw new NotFoundException(NOT_FOUND);
    const now = new Date();
    const current = { startedAt: entry.startedAt ?? null, finishedAt: entry.finishedAt ?? null };
    const changes = Object.fromEntries(
      Object.entries(datesForStatus(dto.status, current, sent, calendarDay(now, dto.timeZone))).filter(
        ([, v]) => v !== undefined,
      ),
    );
    assertValidDates({ ...current, ...changes }, now);
    const $set = dto.status === undefined ? changes : { ...changes, status: dto.status };
    // The status read with it is the one replaced (a concurrent move of the entry meets no match and changes nothing).
    const result = await this.db.readingList.updateOne(
      { _id: id, user: user.id, status: entry.status },
      { $set },
      { runValidators: true },
    );
    if (result.matchedCount === 0) throw new NotFoundException(NOT_FOUND);
    // A status reached is news for the reader's followers; a change of dates is an edit, not news.
    if (dto.status !== undefined) {
      await changeReaderCount(this.db.users, user.id, 'finishedCount', finishedChange(entry.status, dto.status));
      await this.activity.entryStatus(user.id, { _id: entry._id, book: entry.book }, entry.status, dto.status);
    }
    return this.view(id, user);
  }

  /** The reader has another edition of the entry's work: the entry names it and shows it (its summary). */
  async switchEdition(id: string, user: AuthUser, book: string): Promise<ReadingListEntryView> {
    const bookId = new Types.ObjectId(book);
    const [entry, summaries, edition] = await Promise.all([
      this.db.readingList.findOne({ _id: id, user: user.id }).select('work').lean(),
      entryBookSummaries(this.db.connection, [bookId]),
      this.db.books.findById(bookId).select('work').lean(),
    ]);
    if (!entry) throw new NotFoundException(NOT_FOUND);
    const bookSummary = summaries.get(String(bookId));
    await assertBookSummaryNotMerged(this.db.books, bookId, bookSummary);
    if (!edition || !maySeeBook(bookSummary, user)) throw new NotFoundException('Book not found');
    if (!edition.work.equals(entry.work)) throw new BadRequestException('That edition belongs to another book');
    const result = await this.db.readingList.updateOne(
      { _id: id, user: user.id, work: entry.work },
      { $set: { book: bookId, bookSummary } },
    );
    if (result.matchedCount === 0) throw new NotFoundException(NOT_FOUND);
    await this.catchUpWithBook(entry._id, bookId, bookSummary);
    return this.view(id, user);
  }

  /**
   * Logs where the reader is in a book they are reading: a page of the entry's edition (its page count bounds it) or a
   * percentage, kept as the fraction of the book read. It replaces the progress logged before.
   */
  async logProgress(id: string, user: AuthUser, dto: ReadingProgressDto): Promise<ReadingListEntryView> {
    if ((dto.page === undefined) === (dto.percent === undefined))
      throw new BadRequestException(
        dto.page === undefined ? 'Send a page or a percentage' : 'Send a page or a percentage, not both',
      );
    const entry = await this.db.readingList
      .findOne({ _id: id, user: user.id })
      .select('book status bookSummary.pageCount pagesHighWater progressYears')
      .lean();
    if (!entry) throw new NotFoundException(NOT_FOUND);
    if (entry.status !== 'reading') throw new BadRequestException('Progress is logged on a book you are reading');
    const pageCount = entry.bookSummary?.pageCount ?? null;
    const loggedAt = new Date();
    const progress: ReadingProgress = { ...progressOf(dto, pageCount), loggedAt };
    // The pages read since the furthest point logged before, counted in this month (going back adds nothing).
    const reached = pageCount ? Math.round(progress.fraction * pageCount) : 0;
    const newPages = reached - (entry.pagesHighWater ?? 0);
    const year = loggedAt.getUTCFullYear();
    const update =
      newPages > 0
        ? {
            $set: {
              progress,
              pagesHighWater: reached,
              progressYears: [...new Set([...(entry.progressYears ?? []), year])],
            },
            $inc: { [`pagesByMonth.${loggedAt.toISOString().slice(0, 7)}`]: newPages },
          }
        : { $set: { progress } };
    const result = await this.db.readingList.updateOne({ _id: id, user: user.id }, update);
    if (result.matchedCount === 0) throw new NotFoundException(NOT_FOUND);
    await this.activity.progressLogged(user.id, entry, progress);
    return this.view(id, user);
  }

  async remove(id: string, user: AuthUser): Promise<void> {
    const entry = await this.db.readingList.findOne({ _id: id, user: user.id }).select('status').lean();
    if (!entry) throw new NotFoundException(NOT_FOUND);
    const result = await this.db.readingList.deleteOne({ _id: id, user: user.id });
    if (result.deletedCount === 0) throw new NotFoundException(NOT_FOUND);
    await changeReaderCount(this.db.users, user.id, 'finishedCount', finishedChange(entry.status, null));
    await this.activity.entryRemoved(id);
  }

  private async view(id: Types.ObjectId | string, user: AuthUser): Promise<ReadingListEntryView> {
    const entry = await this.db.readingList.findOne({ _id: id, user: user.id }).lean<WithId<ReadingListEntry>>();
    const view = entry && toEntryView(entry);
    if (!view) throw new NotFoundException(NOT_FOUND);
    return view;
  }
}

/** A page of an edition of `pageCount` pages, or a percentage, as the fraction of the book read. */
function progressOf(dto: ReadingProgressDto, pageCount: number | null): Omit<ReadingProgress, 'loggedAt'> {
  const note = dto.note ?? '';
  if (dto.percent !== undefined)
    return { fraction: dto.percent / 100, page: null, percent: dto.percent, pageCount: null, note };
  const page = dto.page as number;
  if (!pageCount) throw new BadRequestException('This edition has no page count: give a percentage');
  if (page > pageCount) throw new BadRequestException(`This edition has ${pageCount} pages`);
  return { fraction: page / pageCount, page, percent: null, pageCount, note };
}
