import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { mongo, Types } from 'mongoose';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import { BOOKS_COLLECTION, type Book } from '../../catalogue/books/book.schema';
import { findByIds, type WithId } from '../../platform/common/find-by-ids';
import { neutralizeCell } from '../../platform/common/csv-cells';
import { forEachInSlices } from '../../platform/common/time-slices';
import { CatalogueMatcher } from './catalogue-matcher';
import { parseImportFile } from './import-file';
import { importedDatesProblem, ImportWriter } from './import-writer';
import { packRows, pieceName, unpackRows } from './import-rows';
import { Import, isExpiredPreview, type ImportCounts, type RowOutcome, type StoredRow } from './import.schema';
import { toRowView, type ImportPreviewView, type ImportStatusView } from './import.view';
import { Collections } from '../../platform/database/collections';

const NOT_FOUND = 'Import not found';
/** The fields that hold an import's rows (import-rows.ts). */
const ROW_FIELDS = 'packedRows outcomes skipReasons rows';
const NO_BOOK_CHOSEN = 'No book was chosen for this row';
const BOOK_GONE = 'The book is no longer in the catalogue';
const PROGRESS_INTERVAL_MS = 500;

/** A row with the book it is to be written to (matched, or chosen among its candidates). */
type RowToWrite = { row: StoredRow; book: string };

/**
 * Reading-history import: the preview matches an export file's rows to the catalogue and writes nothing but the
 * import itself; confirming starts a background job (batched writes that yield to other requests) that the reader
 * polls, then a report.
 */
@Injectable()
export class ImportsService implements OnApplicationShutdown {
  private readonly logger = new Logger(ImportsService.name);
  /** Jobs running in this process. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Collections,
    private readonly writer: ImportWriter,
  ) {}

  async preview(user: AuthUser, file: Buffer): Promise<ImportPreviewView> {
    const { format, rows } = await parseImportFile(file);
    const catalogue = await CatalogueMatcher.load(this.db.connection);
    // Matched and packed in slices that yield to other requests (a 10 MB file is 20,000 rows).
    const stored: StoredRow[] = [];
    await forEachInSlices(rows, (row) => stored.push({ ...row, ...catalogue.match(row) }));
    const pieces = await packRows(stored);
    const created = await this.db.imports.create({
      user: user.id,
      format,
      status: 'preview',
      total: stored.length,
      packedRows: {},
    });
    // A piece per write: the reader learns the import's id only once all are written.
    for (const [i, piece] of pieces.entries()) {
      await this.db.imports.updateOne(
        { _id: created._id },
        { $set: { [`packedRows.${pieceName(i)}`]: new mongo.Binary(piece) } },
      );
    }
    const preview: ImportPreviewView = {
      id: String(created._id),
      format,
      total: stored.length,
      matched: [],
      ambiguous: [],
      unmatched: [],
    };
    const now = new Date();
    await forEachInSlices(stored, (row) => {
      const list = row.book ? preview.matched : row.candidates ? preview.ambiguous : preview.unmatched;
      // A date rule the row breaks on its own is shown now; the job checks again, with the reader's entries.
      const skipReason = importedDatesProblem(row, undefined, now) ?? undefined;
      list.push(toRowView(skipReason ? { ...row, skipReason } : row, catalogue.summaries));
    });
    return preview;
  }

  /** Starts the job (202); an ambiguous row is imported only with a chosen candidate. Only a previewed import can start. */
  async confirm(user: AuthUser, id: string, choices: Record<string, string | null> = {}): Promise<ImportStatusView> {
    const found = await this.findOwn(user, id);
    if (found.status !== 'preview') throw new ConflictException('This import has already been confirmed');
    const rows = await unpackRows(found);
    const byRow = new Map(rows.map((r) => [String(r.row), r]));
    for (const [row, book] of Object.entries(choices)) {
      const candidates = byRow.get(row)?.candidates;
      if (!candidates) throw new BadRequestException(`Row ${row} is not an ambiguous row of this import`);
      if (book !== null && !candidates.includes(book))
        throw new BadRequestException(`Row ${row}: choose one of the books it could be`);
    }
    // The state change decides which request starts the job (two confirmations cannot both run it).
    const claimed = await this.db.imports.updateOne(
      { _id: id, user: user.id, status: 'preview' },
      { $set: { status: 'running' } },
    );
    if (claimed.modifiedCount === 0) throw new ConflictException('This import has already been confirmed');
    const job = this.run(found, rows, user, choices).finally(() => this.running.delete(job));
    this.running.add(job);
    return { id, status: 'running', processed: 0, total: found.total };
  }

  async status(user: AuthUser, id: string): Promise<ImportStatusView> {
    const found = await this.findOwn(user, id, 'status processed total counts failure');
    const view: ImportStatusView = { id, status: found.status, processed: found.processed, total: found.total };
    if (found.status === 'failed' && found.failure) view.failure = found.failure;
    if (found.status !== 'done' || !found.counts) return view;
    const withRows = await this.db.imports.findOne({ _id: id }).select(ROW_FIELDS).lean<WithId<Import>>();
    const rows = withRows ? await unpackRows(withRows) : [];
    const unmatchedRows = rows.filter((r) => r.outcome === 'unmatched').map((r) => toRowView(r, new Map()));
    const skippedRows = rows.filter((r) => r.skipReason).map((r) => toRowView(r, new Map()));
    const notedRows = rows
      .filter((r) => r.note && (r.outcome === 'added' || r.outcome === 'updated'))
      .map((r) => toRowView(r, new Map()));
    return { ...view, report: { ...found.counts, unmatchedRows, skippedRows, notedRows } };
  }

  /** The report as CSV: one line per row of the file with what became of it. */
  async reportCsv(user: AuthUser, id: string): Promise<string> {
    const found = await this.findOwn(user, id, `status ${ROW_FIELDS}`);
    if (found.status !== 'done') throw new ConflictException('The import has not finished yet');
    return stringify(
      (await unpackRows(found)).map((r) =>
        [r.row, r.title, r.author, r.isbns[0] ?? '', r.status ?? '', r.outcome ?? '', r.skipReason ?? r.note ?? ''].map(
          neutralizeCell,
        ),
      ),
      { header: true, columns: ['Row', 'Title', 'Author', 'ISBN', 'Status', 'Outcome', 'Reason'] },
    );
  }

  /** Waits for this process's running jobs (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.running]);
  }

  /** A job in progress finishes before the database connection closes. */
  onApplicationShutdown(): Promise<void> {
    return this.idle();
  }

  /**
   * The caller's import (only `fields` when given); an expired preview is answered as unknown, as once deleted. A reader
   * reads their import only through it (suggesting too), so the expiry holds where the engine keeps the document.
   */
  async findOwn(user: AuthUser, id: string, fields?: string): Promise<WithId<Import>> {
    const query = this.db.imports.findOne({ _id: id, user: user.id });
    if (fields) query.select(`${fields} status createdAt`);
    const found = await query.lean<WithId<Import>>();
    if (!found || isExpiredPreview(found)) throw new NotFoundException(NOT_FOUND);
    return found;
  }

  /** Which of these books the user may see now: one read for the whole import. */
  private async visibleBooks(user: AuthUser, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const books = await findByIds<Pick<Book, 'status'>>(
      this.db.connection,
      BOOKS_COLLECTION,
      ids.map((id) => new Types.ObjectId(id)),
      { status: 1 },
    );
    return new Set([...books].filter(([, book]) => maySeeBook(book, user)).map(([id]) => id));
  }

  /** The caller's import (as findOwn) with its rows. */
  async findOwnRows(user: AuthUser, id: string): Promise<{ found: WithId<Import>; rows: StoredRow[] }> {
    const found = await this.findOwn(user, id, ROW_FIELDS);
    return { found, rows: await unpackRows(found) };
  }

  private async run(
    found: WithId<Import>,
    rows: StoredRow[],
    user: AuthUser,
    choices: Record<string, string | null>,
  ): Promise<void> {
    const id = found._id;
    try {
      const outcomes = new Map<number, RowOutcome>();
      const skipReasons: Record<string, string> = {};
      const chosen: RowToWrite[] = [];
      for (const row of rows) {
        const book = row.book ?? choices[String(row.row)] ?? undefined;
        if (book) chosen.push({ row, book });
        else outcomes.set(row.row, row.candidates ? 'skipped' : 'unmatched');
        if (!book && row.candidates) skipReasons[row.row] = NO_BOOK_CHOSEN;
      }
      // An administrator may have unpublished or deleted a book since the preview: its row is skipped, not written.
      const visible = await this.visibleBooks(
        user,
        chosen.map(({ book }) => book),
      );
      const toWrite: RowToWrite[] = [];
      for (const item of chosen) {
        if (visible.has(item.book)) toWrite.push(item);
        else {
          outcomes.set(item.row.row, 'skipped');
          skipReasons[item.row.row] = BOOK_GONE;
        }
      }
      const settled = found.total - toWrite.length;
      await this.db.imports.updateOne({ _id: id }, { $set: { processed: settled } });
      // Progress is written at most twice a second, not per batch: the import document holds every row, so a
      // write of it is not free (the reader's progress bar needs no more).
      let reported = Date.now();
      const written = await this.writer.apply(String(found.user), toWrite, async (done) => {
        if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
        reported = Date.now();
        await this.db.imports.updateOne({ _id: id }, { $set: { processed: settled + done } });
      });
      toWrite.forEach(({ row }, i) => {
        outcomes.set(row.row, written[i].outcome);
        if (written[i].reason) skipReasons[row.row] = written[i].reason;
      });
      const counts: ImportCounts = { added: 0, updated: 0, skipped: 0, unmatched: 0 };
      for (const outcome of outcomes.values()) counts[outcome] += 1;
      const done = { status: 'done', processed: found.total, counts, skipReasons };
      // The rows stay packed as they were; their outcomes are kept beside them, in their order.
      if (found.packedRows)
        await this.db.imports.updateOne(
          { _id: id },
          { $set: { ...done, outcomes: rows.map((r) => outcomes.get(r.row)) } },
        );
      else
        await this.db.imports.updateOne(
          { _id: id },
          { $set: { ...done, rows: rows.map((r) => ({ ...r, outcome: outcomes.get(r.row) })) } },
        );
    } catch (err) {
      this.logger.error(`Import ${String(id)} failed: ${(err as Error).message}`);
      await this.db.imports
        .updateOne(
          { _id: id },
          { $set: { status: 'failed', failure: 'The import could not be completed. Try again later.' } },
        )
        .catch(() => undefined);
    }
  }
}
