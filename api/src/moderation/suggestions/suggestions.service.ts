import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import { isbnKey } from '../../catalogue/books/isbn';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { ImportWriter } from '../../reading/imports/import-writer';
import { Import, isExpiredPreview, type StoredRow } from '../../reading/imports/import.schema';
import { unpackRows } from '../../reading/imports/import-rows';
import { ImportsService } from '../../reading/imports/imports.service';
import { authorKey, titleKey } from '../../reading/imports/match-keys';
import { validateSync } from 'class-validator';
import { Quota } from '../../platform/rate-limit/quota';
import {
  SUGGESTED_ROWS_PER_DAY,
  SuggestedBookFields,
  type CreateSuggestionDto,
  type SuggestionQueryDto,
  type SuggestionSort,
} from './dto/suggestion.dto';
import { Suggestion, type SuggestionRequest } from './suggestion.schema';
import { toSuggestionView, type SuggestionApprovalView, type SuggestionView } from './suggestion.view';
import { Collections } from '../../platform/database/collections';
import { assertNotMerged } from '../../catalogue/merges/merged-records';
import { SeriesService } from '../../catalogue/series/series.service';
import { seriesNameKey } from '../../catalogue/series/series.schema';

const NOT_FOUND = 'Suggestion not found';
const NOT_OPEN = 'This suggestion has already been approved or dismissed';
const DEFAULT_LIMIT = 50;
const SORTS: Record<SuggestionSort, Record<string, 1 | -1>> = {
  '-createdAt': { createdAt: -1, _id: -1 },
  '-count': { count: -1, createdAt: -1, _id: -1 },
};
const DAY_MS = 24 * 60 * 60 * 1000;
export const SUGGESTION_QUOTA_MESSAGE = `You can suggest at most ${SUGGESTED_ROWS_PER_DAY} rows a day: try again later`;

/** 429: the reader's suggestions of the day are used up; the controller sends `retryAfterSeconds` as Retry-After. */
export class SuggestionQuotaExceeded extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(SUGGESTION_QUOTA_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Attempts at adding a request when other readers change the same suggestion at the same moment. */
const MAX_ATTEMPTS = 5;

/** The same book: same ISBN (10 and 13 alike), else same normalised title and author. */
const suggestionKey = (row: StoredRow) => {
  const isbn = row.isbns.map(isbnKey).find((k) => k !== null);
  return isbn ? `isbn:${isbn}` : `title:${titleKey(row.title)}|${authorKey(row.author)}`;
};
const readerCount = (requests: SuggestionRequest[]) => new Set(requests.map((r) => String(r.user))).size;
const sameRequest = (a: SuggestionRequest, b: SuggestionRequest) =>
  String(a.user) === String(b.user) && String(a.import) === String(b.import) && a.row === b.row;

/** Readers suggest unmatched import rows; administrators approve them (linking the readers' rows to the new book) or dismiss them. */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly db: Collections,
    private readonly writer: ImportWriter,
    private readonly ownImports: ImportsService,
    private readonly series: SeriesService,
  ) {
    this.dailyRows = new Quota(db.rateLimitCounters, SUGGESTED_ROWS_PER_DAY, DAY_MS);
  }

  private readonly dailyRows: Quota;

  /** A book merged into another: the suggestions that became it name the kept book. */
  async bookMerged(from: Types.ObjectId, to: Types.ObjectId): Promise<void> {
    await this.db.suggestions.updateMany({ book: from }, { $set: { book: to } });
  }

  /**
   * Suggests unmatched rows of the caller's import; a row already suggested is not counted again. Each row counts
   * against the reader's SUGGESTED_ROWS_PER_DAY (429 with Retry-After beyond it); a row whose fields would not fit a
   * book is a 400 that names it.
   */
  async suggest(user: AuthUser, importId: string, rowNumbers: number[]): Promise<{ suggested: number }> {
    const { found, rows: importRows } = await this.ownImports.findOwnRows(user, importId);
    const byNumber = new Map(importRows.map((r) => [r.row, r]));
    const rows = [...new Set(rowNumbers)].map((n) => {
      const row = byNumber.get(n);
      if (!row || row.book || row.candidates)
        throw new BadRequestException(`Row ${n} is not an unmatched row of this import`);
      const [tooLong] = validateSync(
        Object.assign(new SuggestedBookFields(), { title: row.title, author: row.author, publisher: row.publisher }),
      );
      if (tooLong)
        throw new BadRequestException(`Row ${n} cannot be suggested: ${Object.values(tooLong.constraints ?? {})[0]}`);
      return row;
    });
    const quota = await this.dailyRows.take(`suggestions:user:${user.id}`, rows.length);
    if (!quota.granted) throw new SuggestionQuotaExceeded(quota.retryAfterSeconds);
    const byKey = new Map<string, StoredRow[]>();
    for (const row of rows) byKey.set(suggestionKey(row), [...(byKey.get(suggestionKey(row)) ?? []), row]);
    const requestsOf = (sameBook: StoredRow[]) =>
      sameBook.map((r) => ({ user: new Types.ObjectId(user.id), import: found._id, row: r.row }));
    // Books nobody suggests yet open in one write; the others (and any another reader opened meanwhile) one at a time.
    const open = await this.db.suggestions
      .find({ openKey: trusted({ $in: [...byKey.keys()] }) })
      .select('openKey')
      .lean();
    const openKeys = new Set(open.map((o) => o.openKey));
    const fresh = [...byKey].filter(([key]) => !openKeys.has(key));
    let suggested = 0;
    let opened = 0;
    try {
      if (fresh.length)
        await this.db.suggestions.insertMany(
          fresh.map(([key, sameBook]) => this.newSuggestion(key, sameBook[0], requestsOf(sameBook))),
          { ordered: true },
        );
      opened = fresh.length;
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
      // Ordered: the books before the one another reader opened meanwhile are open with these requests.
      opened = (err as { writeErrors?: { index: number }[] }).writeErrors?.[0]?.index ?? 0;
    }
    for (const [, sameBook] of fresh.slice(0, opened)) suggested += sameBook.length;
    const rest = [...byKey].filter(([key]) => openKeys.has(key)).concat(fresh.slice(opened));
    for (const [key, sameBook] of rest)
      suggested += await this.addRequests(
        key,
        () => this.newSuggestion(key, sameBook[0], requestsOf(sameBook)),
        requestsOf(sameBook),
      );
    return { suggested };
  }

  /**
   * A reader's flag "This is the same book as…": one open suggestion per pair of books, whichever of the two a reader
   * flags, counting its readers (a reader flagging it again adds nothing). Counts against the reader's daily
   * suggestions; 400 for one book twice, 404 for a book they cannot see, 410 for a book merged already.
   */
  async flagDuplicate(user: AuthUser, dto: CreateSuggestionDto): Promise<{ suggested: number }> {
    if (dto.book === dto.sameAs) throw new BadRequestException('A book is the same as itself: choose the other book');
    const books = await this.db.books
      .find({ _id: trusted({ $in: [dto.book, dto.sameAs].map((id) => new Types.ObjectId(id)) }) })
      .select('title authorName status mergedInto')
      .lean();
    const [book, sameAs] = [dto.book, dto.sameAs].map((id) => books.find((b) => String(b._id) === id) ?? null);
    assertNotMerged('books', book);
    assertNotMerged('books', sameAs);
    if (!maySeeBook(book, user) || !maySeeBook(sameAs, user)) throw new NotFoundException('Book not found');
    const quota = await this.dailyRows.take(`suggestions:user:${user.id}`, 1);
    if (!quota.granted) throw new SuggestionQuotaExceeded(quota.retryAfterSeconds);
    const key = `duplicate:${[dto.book, dto.sameAs].sort().join('|')}`;
    const requests = [{ user: new Types.ObjectId(user.id) }];
    const flag = (): Partial<Suggestion> => ({
      key,
      openKey: key,
      title: book.title,
      author: book.authorName ?? '',
      duplicate: { book: book._id, sameAs: sameAs._id, sameAsTitle: sameAs.title },
      requests,
      count: 1,
    });
    return { suggested: await this.addRequests(key, flag, requests) };
  }

  /**
   * A reader's suggestion that a book belongs in a series at a position ("Suggest for a series"): of an existing
   * series, or of a new one by name. One open suggestion per book, series and position, counting its readers; counts
   * against the reader's daily suggestions; 404 for a book they cannot see or an unknown series, 410 for a merged book.
   */
  async suggestSeriesEntry(user: AuthUser, dto: CreateSuggestionDto): Promise<{ suggested: number }> {
    const [book, series] = await Promise.all([
      this.db.books.findById(new Types.ObjectId(dto.book)).select('title authorName status mergedInto').lean(),
      dto.series ? this.db.series.findById(new Types.ObjectId(dto.series)).select('name').lean() : null,
    ]);
    assertNotMerged('books', book);
    if (!maySeeBook(book, user)) throw new NotFoundException('Book not found');
    if (dto.series && !series) throw new NotFoundException('Series not found');
    const seriesName = series?.name ?? dto.seriesName ?? '';
    const position = dto.position ?? 1;
    const quota = await this.dailyRows.take(`suggestions:user:${user.id}`, 1);
    if (!quota.granted) throw new SuggestionQuotaExceeded(quota.retryAfterSeconds);
    const key = `series:${dto.book}|${series ? String(series._id) : `name:${seriesNameKey(seriesName)}`}|${position}`;
    const requests = [{ user: new Types.ObjectId(user.id) }];
    const suggestion = (): Partial<Suggestion> => ({
      key,
      openKey: key,
      title: book.title,
      author: book.authorName ?? '',
      seriesEntry: { book: book._id, ...(series ? { series: series._id } : {}), seriesName, position },
      requests,
      count: 1,
    });
    return { suggested: await this.addRequests(key, suggestion, requests) };
  }

  async list(query: SuggestionQueryDto): Promise<Paged<SuggestionView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const filter = { status: 'open' as const };
    const [items, total] = await Promise.all([
      this.db.suggestions
        .find(filter)
        .sort(SORTS[query.sort ?? '-createdAt'])
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<WithId<Suggestion>[]>(),
      this.db.suggestions.countDocuments(filter),
    ]);
    return new Paged(items.map(toSuggestionView), { total, page, limit, hasMore: page * limit < total });
  }

  async dismiss(id: string): Promise<void> {
    await this.close(id, { status: 'dismissed' });
  }

  /** Links every suggesting reader's imported row to the book (created by the administrator from the suggestion, published). */
  async approve(id: string, bookId: string | undefined): Promise<SuggestionApprovalView> {
    const found = await this.db.suggestions.findById(id).select('status seriesEntry').lean<WithId<Suggestion>>();
    if (!found) throw new NotFoundException(NOT_FOUND);
    if (found.seriesEntry) return this.approveSeriesEntry(id, found);
    if (!bookId) throw new BadRequestException('Book is required');
    const book = await this.db.books.findById(bookId).select('status').lean();
    if (!book) throw new BadRequestException('Book not found');
    // The readers' rows become their entries and reviews: of a book they can see.
    if (book.status !== 'published')
      throw new BadRequestException('Publish the book first: readers cannot see a draft or archived book');
    // A flag of a duplicate has no import rows: approving it (once merged) links nothing.
    const requests = (await this.close(id, { status: 'approved', book: new Types.ObjectId(bookId) })).filter(
      (r) => r.import,
    );
    const imports = await this.db.imports
      .find({
        _id: trusted({ $in: [...new Set(requests.map((r) => String(r.import)))].map((i) => new Types.ObjectId(i)) }),
      })
      .select('user packedRows rows status createdAt')
      .lean<WithId<Import>[]>();
    // A preview past its expiry is gone on MongoDB (TTL index): its rows link nothing here either.
    const rowsByImport = new Map<string, Map<number, StoredRow>>();
    for (const i of imports.filter((found) => !isExpiredPreview(found)))
      rowsByImport.set(String(i._id), new Map((await unpackRows(i)).map((r) => [r.row, r])));
    const byUser = new Map<string, StoredRow[]>();
    for (const request of requests) {
      const row = request.row === undefined ? undefined : rowsByImport.get(String(request.import))?.get(request.row);
      if (row) byUser.set(String(request.user), [...(byUser.get(String(request.user)) ?? []), row]);
    }
    for (const [user, rows] of byUser)
      await this.writer.apply(
        user,
        rows.map((row) => ({ row, book: bookId })),
      );
    return { linked: byUser.size };
  }

  /** A series entry suggested: the book joins the series at its position (the series is created if new). */
  private async approveSeriesEntry(id: string, found: WithId<Suggestion>): Promise<SuggestionApprovalView> {
    if (found.status !== 'open') throw new ConflictException(NOT_OPEN);
    const entry = found.seriesEntry!;
    const book = await this.db.books.findById(entry.book).select('mergedInto work').lean();
    if (!book) throw new BadRequestException('Book not found');
    assertNotMerged('books', book);
    const series = await this.series.addEntry(
      entry.series ? { series: String(entry.series) } : { name: entry.seriesName },
      book.work,
      entry.position,
    );
    await this.close(id, { status: 'approved', book: entry.book, 'seriesEntry.series': series._id });
    return { linked: 0 };
  }

  /** Ends an open suggestion; answers the requests it had at that moment (a concurrent suggestion is retried, not lost). */
  private async close(id: string, changes: Record<string, unknown>): Promise<SuggestionRequest[]> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const found = await this.db.suggestions.findById(id).select('status requests version').lean<WithId<Suggestion>>();
      if (!found) throw new NotFoundException(NOT_FOUND);
      if (found.status !== 'open') throw new ConflictException(NOT_OPEN);
      const closed = await this.db.suggestions.updateOne(
        { _id: id, status: 'open', version: found.version },
        { $set: changes, $unset: { openKey: 1 }, $inc: { version: 1 } },
      );
      if (closed.modifiedCount === 1) return found.requests;
    }
    throw new ConflictException('The suggestion is changing: try again');
  }

  private newSuggestion(key: string, row: StoredRow, requests: SuggestionRequest[]): Partial<Suggestion> {
    const isbn = row.isbns.map(isbnKey).find((k) => k !== null);
    return {
      key,
      openKey: key,
      title: row.title,
      author: row.author,
      ...(isbn ? { isbn } : {}),
      ...(row.year ? { year: row.year } : {}),
      ...(row.pages ? { pages: row.pages } : {}),
      ...(row.publisher ? { publisher: row.publisher } : {}),
      requests,
      count: readerCount(requests),
    };
  }

  /** Adds the requests to the open suggestion of this book, or opens one (`opened`); answers how many were new. */
  private async addRequests(
    key: string,
    opened: () => Partial<Suggestion>,
    requests: SuggestionRequest[],
  ): Promise<number> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const open = await this.db.suggestions
        .findOne({ openKey: key })
        .select('requests version')
        .lean<WithId<Suggestion>>();
      if (!open) {
        try {
          await this.db.suggestions.create(opened());
          return requests.length;
        } catch (err) {
          if (duplicateKeyField(err) !== null) continue; // another reader opened it first: add to theirs
          throw err;
        }
      }
      const fresh = requests.filter((r) => !open.requests.some((o) => sameRequest(o, r)));
      if (fresh.length === 0) return 0;
      const all = [...open.requests, ...fresh];
      const added = await this.db.suggestions.updateOne(
        { _id: open._id, version: open.version },
        { $set: { requests: all, count: readerCount(all) }, $inc: { version: 1 } },
      );
      if (added.modifiedCount === 1) return fresh.length;
    }
    throw new ConflictException('Too many readers are suggesting this book right now: try again');
  }
}
