import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { stringify } from 'csv-stringify/sync';
import { Types, type Model } from 'mongoose';
import { maySeeBook, type AuthUser } from '../auth/auth-user';
import { BOOKS_COLLECTION, type Book } from '../books/book.schema';
import { findByIds, type WithId } from '../common/find-by-ids';
import { neutralizeCell } from '../common/csv-cells';
import { CatalogueMatcher } from './catalogue-matcher';
import { parseImportFile } from './import-file';
import { ImportWriter } from './import-writer';
import { Import, isExpiredPreview, type ImportCounts, type RowOutcome, type StoredRow } from './import.schema';
import { toRowView, type ImportPreviewView, type ImportStatusView } from './import.view';

const NOT_FOUND = 'Import not found';
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
    @InjectModel(Import.name) private readonly imports: Model<Import>,
    private readonly writer: ImportWriter,
  ) {}

  async preview(user: AuthUser, file: Buffer): Promise<ImportPreviewView> {
    const { format, rows } = parseImportFile(file);
    const catalogue = await CatalogueMatcher.load(this.imports.db);
    const stored: StoredRow[] = rows.map((row) => ({ ...row, ...catalogue.match(row) }));
    const created = await this.imports.create({ user: user.id, format, status: 'preview', total: stored.length, rows: stored });
    const view = (row: StoredRow) => toRowView(row, catalogue.summaries);
    return {
      id: String(created._id),
      format,
      total: stored.length,
      matched: stored.filter((r) => r.book).map(view),
      ambiguous: stored.filter((r) => r.candidates).map(view),
      unmatched: stored.filter((r) => !r.book && !r.candidates).map(view),
    };
  }

  /** Starts the job (202); an ambiguous row is imported only with a chosen candidate. Only a previewed import can start. */
  async confirm(user: AuthUser, id: string, choices: Record<string, string | null> = {}): Promise<ImportStatusView> {
    const found = await this.findOwn(user, id);
    if (found.status !== 'preview') throw new ConflictException('This import has already been confirmed');
    const byRow = new Map(found.rows.map((r) => [String(r.row), r]));
    for (const [row, book] of Object.entries(choices)) {
      const candidates = byRow.get(row)?.candidates;
      if (!candidates) throw new BadRequestException(`Row ${row} is not an ambiguous row of this import`);
      if (book !== null && !candidates.includes(book)) throw new BadRequestException(`Row ${row}: choose one of the books it could be`);
    }
    // The state change decides which request starts the job (two confirmations cannot both run it).
    const claimed = await this.imports.updateOne({ _id: id, user: user.id, status: 'preview' }, { $set: { status: 'running' } });
    if (claimed.modifiedCount === 0) throw new ConflictException('This import has already been confirmed');
    const job = this.run(found, user, choices).finally(() => this.running.delete(job));
    this.running.add(job);
    return { id, status: 'running', processed: 0, total: found.total };
  }

  async status(user: AuthUser, id: string): Promise<ImportStatusView> {
    const found = await this.findOwn(user, id, 'status processed total counts failure');
    const view: ImportStatusView = { id, status: found.status, processed: found.processed, total: found.total };
    if (found.status === 'failed' && found.failure) view.failure = found.failure;
    if (found.status !== 'done' || !found.counts) return view;
    const withRows = await this.imports.findOne({ _id: id }).select('rows').lean<WithId<Import>>();
    const unmatchedRows = (withRows?.rows ?? []).filter((r) => r.outcome === 'unmatched').map((r) => toRowView(r, new Map()));
    return { ...view, report: { ...found.counts, unmatchedRows } };
  }

  /** The report as CSV: one line per row of the file with what became of it. */
  async reportCsv(user: AuthUser, id: string): Promise<string> {
    const found = await this.findOwn(user, id, 'status rows');
    if (found.status !== 'done') throw new ConflictException('The import has not finished yet');
    return stringify(
      found.rows.map((r) => [r.row, r.title, r.author, r.isbns[0] ?? '', r.status ?? '', r.outcome ?? ''].map(neutralizeCell)),
      { header: true, columns: ['Row', 'Title', 'Author', 'ISBN', 'Status', 'Outcome'] },
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
    const query = this.imports.findOne({ _id: id, user: user.id });
    if (fields) query.select(`${fields} status createdAt`);
    const found = await query.lean<WithId<Import>>();
    if (!found || isExpiredPreview(found)) throw new NotFoundException(NOT_FOUND);
    return found;
  }

  /** Which of these books the user may see now: one read for the whole import. */
  private async visibleBooks(user: AuthUser, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const books = await findByIds<Pick<Book, 'status'>>(this.imports.db, BOOKS_COLLECTION, ids.map((id) => new Types.ObjectId(id)), { status: 1 });
    return new Set([...books].filter(([, book]) => maySeeBook(book, user)).map(([id]) => id));
  }

  private async run(found: WithId<Import>, user: AuthUser, choices: Record<string, string | null>): Promise<void> {
    const id = found._id;
    try {
      const outcomes = new Map<number, RowOutcome>();
      const chosen: RowToWrite[] = [];
      for (const row of found.rows) {
        const book = row.book ?? choices[String(row.row)] ?? undefined;
        if (book) chosen.push({ row, book });
        else outcomes.set(row.row, row.candidates ? 'skipped' : 'unmatched');
      }
      // An administrator may have unpublished or deleted a book since the preview: its row is skipped, not written.
      const visible = await this.visibleBooks(user, chosen.map(({ book }) => book));
      const toWrite: RowToWrite[] = [];
      for (const item of chosen) {
        if (visible.has(item.book)) toWrite.push(item);
        else outcomes.set(item.row.row, 'skipped');
      }
      const settled = found.total - toWrite.length;
      await this.imports.updateOne({ _id: id }, { $set: { processed: settled } });
      // Progress is written at most twice a second, not per batch: the import document holds every row, so a
      // write of it is not free (the reader's progress bar needs no more).
      let reported = Date.now();
      const written = await this.writer.apply(String(found.user), toWrite, async (done) => {
        if (Date.now() - reported < PROGRESS_INTERVAL_MS) return;
        reported = Date.now();
        await this.imports.updateOne({ _id: id }, { $set: { processed: settled + done } });
      });
      toWrite.forEach(({ row }, i) => outcomes.set(row.row, written[i]));
      const rows = found.rows.map((r) => ({ ...r, outcome: outcomes.get(r.row) }));
      const counts: ImportCounts = { added: 0, updated: 0, skipped: 0, unmatched: 0 };
      for (const outcome of outcomes.values()) counts[outcome] += 1;
      await this.imports.updateOne({ _id: id }, { $set: { status: 'done', processed: found.total, rows, counts } });
    } catch (err) {
      this.logger.error(`Import ${String(id)} failed: ${(err as Error).message}`);
      await this.imports
        .updateOne({ _id: id }, { $set: { status: 'failed', failure: 'The import could not be completed. Try again later.' } })
        .catch(() => undefined);
    }
  }
}
