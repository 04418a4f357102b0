import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isAdmin, type AuthUser } from '../../accounts/auth/auth-user';
import type { Viewer } from '../../accounts/auth/viewer';
import { Paged } from '../../platform/common/api-response';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import { pageOf } from '../../platform/common/page-of';
import { searchKey, searchKeyPattern } from '../../platform/common/query-helpers';
import { Collections } from '../../platform/database/collections';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import {
  SERIES_PAGE_LIMIT,
  type CreateSeriesDto,
  type SeriesEntryDto,
  type SeriesQueryDto,
  type UpdateSeriesDto,
} from './dto/series.dto';
import { seriesNameKey, type Series, type SeriesEntry } from './series.schema';
import { booksForWorks, statusesForWorks, worksNamed, worksOfAuthor } from './series-works';
import {
  toBookCard,
  toSeriesSummary,
  type BookSeriesView,
  type LeanSeries,
  type SeriesEntryView,
  type SeriesSummaryView,
  type SeriesView,
} from './series.view';

const NOT_FOUND = 'Series not found';
const DUPLICATE_NAME = 'A series with this name already exists';

type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));
const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
/** "2", "2.5": a position as texts show it. */
const shownPosition = (position: number) => String(position);

/**
 * Series of works in reading order. Writes the series collection only; each read sends one query per collection
 * whatever the number of entries (series-works.ts resolves the works to their books).
 */
@Injectable()
export class SeriesService {
  constructor(private readonly db: Collections) {}

  async list(query: SeriesQueryDto): Promise<Paged<SeriesSummaryView>> {
    const filter = query.q ? { nameSearchKey: searchKeyPattern(query.q) } : {};
    return pageOf(
      { page: query.page ?? 1, limit: query.limit ?? SERIES_PAGE_LIMIT },
      (skip, limit) =>
        this.db.series.find(filter).sort({ name: 1, _id: 1 }).skip(skip).limit(limit).lean<LeanSeries[]>(),
      () => this.db.series.countDocuments(filter),
      toSeriesSummary,
    );
  }

  /**
   * A series with its works' books in reading order: books that are not published are left out except for
   * administrators; a signed-in reader sees their reading-list status of each work.
   */
  async get(id: string, viewer: Viewer): Promise<SeriesView> {
    const caller = await viewer();
    return this.view(id, caller, isAdmin(caller));
  }

  private async view(id: Id, caller: AuthUser | undefined, everyStatus: boolean): Promise<SeriesView> {
    const series = await this.db.series.findById(oid(id)).lean<LeanSeries>();
    if (!series) throw new NotFoundException(NOT_FOUND);
    const works = series.entries.map((e) => e.work);
    const [books, statuses] = await Promise.all([
      booksForWorks(this.db, works),
      caller ? statusesForWorks(this.db, caller, works) : new Map<string, ReadingStatus>(),
    ]);
    const entries: SeriesEntryView[] = [];
    for (const entry of [...series.entries].sort(byPosition)) {
      const book = books.get(String(entry.work));
      if (!book || book.mergedInto) continue;
      if (book.status !== 'published' && !everyStatus) continue;
      const status = statuses.get(String(entry.work));
      entries.push({
        position: entry.position,
        work: String(entry.work),
        book: toBookCard(book),
        bookStatus: book.status,
        ...(status ? { status } : {}),
      });
    }
    return {
      _id: String(series._id),
      name: series.name,
      description: series.description ?? '',
      entries,
      updatedAt: series.updatedAt.toISOString(),
    };
  }

  /** The series a book's work belongs to, with its position in each, by name (none for an unknown book). */
  async ofBook(bookId: string): Promise<BookSeriesView[]> {
    const book = await this.db.books.findById(oid(bookId)).select('work').lean();
    if (!book) return [];
    const work = String(book.work);
    const rows = await this.db.series
      .find({ 'entries.work': oid(work) })
      .sort({ name: 1, _id: 1 })
      .select('name entries')
      .lean<LeanSeries[]>();
    return rows.flatMap((s) => {
      const entry = s.entries.find((e) => String(e.work) === work);
      return entry ? [{ _id: String(s._id), name: s.name, position: entry.position }] : [];
    });
  }

  /** The series with a work of this author's, by name (none for an unknown author). */
  async ofAuthor(authorId: string): Promise<SeriesSummaryView[]> {
    const works = await worksOfAuthor(this.db, authorId);
    if (works.length === 0) return [];
    const rows = await this.db.series
      .find({ 'entries.work': trusted({ $in: works }) })
      .sort({ name: 1, _id: 1 })
      .lean<LeanSeries[]>();
    return rows.map(toSeriesSummary);
  }

  async create(dto: CreateSeriesDto): Promise<SeriesView> {
    const entries = await this.checkedEntries(dto.entries ?? []);
    const created = await this.db.series
      .create({
        name: dto.name,
        nameKey: seriesNameKey(dto.name),
        nameSearchKey: searchKey(dto.name),
        description: dto.description ?? '',
        entries,
      })
      .catch(onDuplicateKey(DUPLICATE_NAME));
    return this.adminView(created._id);
  }

  async update(id: string, dto: UpdateSeriesDto): Promise<SeriesView> {
    const changes: Partial<Series> = {};
    if (dto.name !== undefined) {
      changes.name = dto.name;
      changes.nameKey = seriesNameKey(dto.name);
      changes.nameSearchKey = searchKey(dto.name);
    }
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.entries !== undefined) changes.entries = await this.checkedEntries(dto.entries);
    const result = await this.db.series
      .updateOne({ _id: oid(id) }, { $set: changes }, { runValidators: true })
      .catch(onDuplicateKey(DUPLICATE_NAME));
    if (result.matchedCount === 0) throw new NotFoundException(NOT_FOUND);
    return this.adminView(id);
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.series.deleteOne({ _id: oid(id) });
    if (result.deletedCount === 0) throw new NotFoundException(NOT_FOUND);
  }

  /**
   * Adds a work at a position of a series (an approved suggestion): of the series named by id, or of the one of this
   * name, created when there is none. 409 when the position is taken or the work is in the series already.
   */
  async addEntry(target: { series?: string; name?: string }, work: Id, position: number): Promise<LeanSeries> {
    const series = target.series
      ? await this.db.series.findById(oid(target.series)).lean<LeanSeries>()
      : await this.namedOrNew(target.name ?? '');
    if (!series) throw new NotFoundException(NOT_FOUND);
    const taken = series.entries.find((e) => e.position === position);
    if (taken && String(taken.work) !== String(work))
      throw new ConflictException(`Book ${shownPosition(position)} of ${series.name} is another book already`);
    const already = series.entries.find((e) => String(e.work) === String(work));
    if (already)
      throw new ConflictException(`This book is already Book ${shownPosition(already.position)} of ${series.name}`);
    const entries = [...series.entries, { work: oid(work), position }].sort(byPosition);
    // Only if the entries are still those read: a concurrent change is a 409, never lost.
    const written = await this.db.series.updateOne(
      { _id: series._id, updatedAt: series.updatedAt },
      { $set: { entries } },
    );
    if (written.modifiedCount === 0) throw new ConflictException('The series is changing: try again');
    return { ...series, entries };
  }

  /** Works whose last edition was deleted leave every series. */
  async worksRemoved(works: Id[]): Promise<void> {
    const gone = new Set(works.map(String));
    const rows = await this.db.series
      .find({ 'entries.work': trusted({ $in: works.map(oid) }) })
      .select('entries')
      .lean<LeanSeries[]>();
    // A work is in a handful of series at most: one whole-array write each (the embedded engine has no $pull).
    for (const s of rows)
      await this.db.series.updateOne(
        { _id: s._id },
        { $set: { entries: s.entries.filter((e) => !gone.has(String(e.work))) } },
      );
  }

  /**
   * A work merged into another: its entries name the kept work; in a series that has both, the kept work's own
   * entry stays and the merged one's goes.
   */
  async workMerged(from: Id, to: Id): Promise<void> {
    const rows = await this.db.series
      .find({ 'entries.work': oid(from) })
      .select('entries')
      .lean<LeanSeries[]>();
    for (const s of rows) {
      const hasKept = s.entries.some((e) => String(e.work) === String(to));
      const entries = s.entries.flatMap((e) =>
        String(e.work) !== String(from) ? [e] : hasKept ? [] : [{ work: oid(to), position: e.position }],
      );
      await this.db.series.updateOne({ _id: s._id }, { $set: { entries } });
    }
  }

  /** The series as an administrator sees it after a write (every status). */
  private adminView(id: Id): Promise<SeriesView> {
    return this.view(id, undefined, true);
  }

  private async namedOrNew(name: string): Promise<LeanSeries> {
    const key = seriesNameKey(name);
    const found = await this.db.series.findOne({ nameKey: key }).lean<LeanSeries>();
    if (found) return found;
    const created = await this.db.series
      .create({ name: name.trim(), nameKey: key, nameSearchKey: searchKey(name), description: '', entries: [] })
      .catch(onDuplicateKey(DUPLICATE_NAME));
    return created.toObject() as LeanSeries;
  }

  /**
   * The entries as stored, in reading order: 400 for a position or a work given twice, or a work no book of the
   * catalogue shows (one read of the books).
   */
  private async checkedEntries(given: SeriesEntryDto[]): Promise<SeriesEntry[]> {
    const positions = new Set<number>();
    for (const e of given) {
      if (positions.has(e.position))
        throw new BadRequestException({
          message: `Two entries cannot share position ${shownPosition(e.position)}`,
          errors: { entries: ['Each position once'] },
        });
      positions.add(e.position);
    }
    const named = await worksNamed(
      this.db,
      given.map((e) => e.work),
    );
    const missing = given.find((e) => !named.has(e.work));
    if (missing)
      throw new BadRequestException({
        message: 'Book not found: each entry must name a book of the catalogue',
        errors: { entries: [`No book ${missing.work}`] },
      });
    // Two ids of one work (the same book, or two of its editions) are one book twice.
    const works = given.map((e) => String(named.get(e.work)));
    if (new Set(works).size < works.length)
      throw new BadRequestException({
        message: 'A book can be in a series only once',
        errors: { entries: ['Each book once'] },
      });
    return given.map((e) => ({ work: named.get(e.work)!, position: e.position })).sort(byPosition);
  }
}
