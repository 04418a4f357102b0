import { BadRequestException } from '@nestjs/common';
import { parse, CsvError } from 'csv-parse';
import { isUtf8 } from 'node:buffer';
import { finished } from 'node:stream/promises';
import { normalizeIsbn } from '@book/rules';
import { yieldToEventLoop } from '../common/time-slices';
import type { ReadingStatus } from '../reading-list/reading-list-entry.schema';

export type ImportFormat = 'goodreads' | 'storygraph';
export const IMPORT_FORMATS: ImportFormat[] = ['goodreads', 'storygraph'];
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** The most characters of a cell the import reads; a review's cell may hold MAX_REVIEW_CELL_LENGTH. */
export const MAX_CELL_LENGTH = 1_000;
export const MAX_REVIEW_CELL_LENGTH = 20_000;
/** The most names a list cell (further authors, shelves, tags) may hold. */
export const MAX_LIST_ENTRIES = 50;
const REVIEW_COLUMNS = new Set(['My Review', 'Review']);

/** One data row of an export file, as the import keeps it (dates YYYY-MM-DD). */
export interface ParsedRow {
  /** 1-based number of the data row (the header is not counted). */
  row: number;
  title: string;
  author: string;
  /** Further authors named by the row (Goodreads "Additional Authors", StoryGraph's second and later authors). */
  otherAuthors: string[];
  /** The row's ISBNs, normalised (ISBN-13 first); not checked: matching ignores invalid ones. */
  isbns: string[];
  status: ReadingStatus | null;
  rating?: number;
  reviewTitle?: string;
  reviewText?: string;
  spoiler?: boolean;
  dateRead?: string;
  dateAdded?: string;
  year?: number;
  pages?: number;
  publisher?: string;
}

/** The columns each format must have (their exports have more; those are ignored). */
const REQUIRED_HEADERS: Record<ImportFormat, string[]> = {
  goodreads: ['Book Id', 'Title', 'Author', 'ISBN', 'ISBN13', 'My Rating', 'Exclusive Shelf'],
  storygraph: ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'],
};

const UNKNOWN_HEADERS =
  'Unknown columns: expected a Goodreads library export (Book Id, Title, Author, ISBN, ISBN13, My Rating, Exclusive Shelf, ...) ' +
  'or a StoryGraph export (Title, Authors, ISBN/UID, Read Status, Star Rating, ...)';

const FAVOURITE_SHELVES = /^(favou?rites?|favs?|all-time-favou?rites?)$/;
const ABANDONED_SHELVES = /^(dnf|did-not-finish|abandoned|gave-up|unfinished)$/;

const SHELF_STATUS: Record<string, ReadingStatus> = {
  read: 'completed',
  'currently-reading': 'reading',
  'to-read': 'wishlist',
  paused: 'reading',
};

/**
 * The reading-list status of a row: an exclusive shelf (or StoryGraph read status) gives it; shelves or tags named like
 * favourites (on a read book) or did-not-finish override it. null when nothing the product knows applies.
 */
function statusOf(exclusive: string, shelves: string[]): ReadingStatus | null {
  const all = [exclusive, ...shelves].map((s) => s.trim().toLowerCase().replace(/\s+/g, '-'));
  if (all.some((s) => ABANDONED_SHELVES.test(s))) return 'abandoned';
  const base = SHELF_STATUS[all[0]] ?? null;
  if (base === 'completed' && all.some((s) => FAVOURITE_SHELVES.test(s))) return 'favourite';
  return base;
}

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Goodreads writes ISBNs as ="9780441172719" so that spreadsheets keep the leading zeros. */
const unwrapIsbn = (cell: string | undefined) => normalizeIsbn((cell ?? '').replace(/^="?|"$/g, ''));

/** "2023/05/14" or "2023-05-14" (StoryGraph's "Dates Read" range: its last date) → "2023-05-14"; else undefined. */
function isoDate(cell: string | undefined): string | undefined {
  const match = /(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec((cell ?? '').trim());
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

function positiveInt(cell: string | undefined): number | undefined {
  const n = Number((cell ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** 1..5 stars, rounded (StoryGraph allows quarter stars); 0 or empty means no rating. */
function stars(cell: string | undefined): number | undefined {
  const n = Number((cell ?? '').trim());
  return n > 0 ? Math.min(5, Math.max(1, Math.round(n))) : undefined;
}

/**
 * Review text: `<br/>` line breaks become newlines and any other markup is dropped. A tag ends at the first `>` or
 * before the next `<` (`[^<>]`): with `[^>]`, each `<` of a cell without `>` would scan to its end, a time that
 * grows with the square of the cell (a few MB of `<` would hold the API for hours).
 */
export function reviewText(cell: string | undefined): string | undefined {
  const text = (cell ?? '')
    .replace(/<\/p>\s*<p[^<>]*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
  return text || undefined;
}

const clean = (cell: string | undefined) => (cell ?? '').trim();

/** A row's cells by column name; `list` splits a comma-separated cell into its names. */
interface Cells {
  (name: string): string | undefined;
  list(name: string): string[];
}

/** The cells of one record, each refused (400, naming the row and column) when longer or more numerous than allowed. */
function boundedCells(record: string[], index: Map<string, number>, row: number): Cells {
  const cell = (name: string) => {
    const at = index.get(name);
    const value = at === undefined ? undefined : record[at];
    const max = REVIEW_COLUMNS.has(name) ? MAX_REVIEW_CELL_LENGTH : MAX_CELL_LENGTH;
    if (value && value.length > max) {
      throw new BadRequestException(`Row ${row}, column "${name}": at most ${max.toLocaleString('en-US')} characters`);
    }
    return value;
  };
  cell.list = (name: string) => {
    const names = list(cell(name));
    if (names.length > MAX_LIST_ENTRIES)
      throw new BadRequestException(`Row ${row}, column "${name}": at most ${MAX_LIST_ENTRIES} names`);
    return names;
  };
  return cell;
}

function goodreadsRow(cell: Cells, row: number): ParsedRow {
  return {
    row,
    title: clean(cell('Title')),
    author: clean(cell('Author')),
    otherAuthors: cell.list('Additional Authors'),
    isbns: [unwrapIsbn(cell('ISBN13')), unwrapIsbn(cell('ISBN'))].filter(Boolean),
    status: statusOf(clean(cell('Exclusive Shelf')), cell.list('Bookshelves')),
    rating: stars(cell('My Rating')),
    reviewText: reviewText(cell('My Review')),
    spoiler: clean(cell('Spoiler')).toLowerCase() === 'true' || undefined,
    dateRead: isoDate(cell('Date Read')),
    dateAdded: isoDate(cell('Date Added')),
    year: positiveInt(cell('Original Publication Year')) ?? positiveInt(cell('Year Published')),
    pages: positiveInt(cell('Number of Pages')),
    publisher: clean(cell('Publisher')) || undefined,
  };
}

function storygraphRow(cell: Cells, row: number): ParsedRow {
  const [author = '', ...otherAuthors] = cell.list('Authors');
  const isbn = unwrapIsbn(cell('ISBN/UID'));
  return {
    row,
    title: clean(cell('Title')),
    author,
    otherAuthors,
    // StoryGraph puts its own id in this column when a book has no ISBN.
    isbns: /^(\d{9}[\dX]|\d{13})$/.test(isbn) ? [isbn] : [],
    status: statusOf(clean(cell('Read Status')), cell.list('Tags')),
    rating: stars(cell('Star Rating')),
    reviewText: reviewText(cell('Review')),
    spoiler: /spoiler/i.test(clean(cell('Content Warnings'))) || undefined,
    dateRead: isoDate(cell('Last Date Read')) ?? isoDate(cell('Dates Read')),
    dateAdded: isoDate(cell('Date Added')),
  };
}

const notCsv = () =>
  new BadRequestException('The file is not a CSV file: upload the CSV export of Goodreads or StoryGraph');

/** Bytes parsed per turn of the event loop: about a millisecond of csv-parse's work here. */
const CHUNK_BYTES = 32 * 1024;
/** The longest row: a review at its limit, the other cells at theirs, in any script. Stops a giant cell early. */
export const MAX_ROW_BYTES = 128 * 1024;

/**
 * Feeds the file to csv-parse's stream a chunk at a time, yielding to the event loop between chunks, so a 10 MB file
 * never holds other requests for long; `onRecord` gets each record as it is parsed (the header first) and may throw.
 */
async function eachRecord(file: Buffer, onRecord: (record: string[]) => void): Promise<void> {
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_ROW_BYTES });
  let failure: unknown;
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read()) !== null;) {
      if (failure) continue;
      try {
        onRecord(record);
      } catch (err) {
        failure = err;
      }
    }
  });
  const done = finished(parser).catch((err: unknown) => (failure ??= err));
  for (let at = 0; at < file.length && !failure; at += CHUNK_BYTES) {
    parser.write(file.subarray(at, at + CHUNK_BYTES));
    await yieldToEventLoop();
  }
  if (failure) parser.destroy();
  else parser.end();
  await done;
  if (failure) throw failure;
}

/**
 * Parses an export file (csv-parse, in chunks that yield to the event loop), or throws a 400 that says what is wrong
 * with it: a cell over its length (MAX_CELL_LENGTH, a review MAX_REVIEW_CELL_LENGTH), a list over MAX_LIST_ENTRIES
 * or a row over MAX_ROW_BYTES names its row and column.
 */
export async function parseImportFile(file: Buffer): Promise<{ format: ImportFormat; rows: ParsedRow[] }> {
  // Checked natively on the whole file: no decoding of it in one piece.
  if (!isUtf8(file) || file.includes(0)) throw notCsv();
  let format: ImportFormat | undefined;
  let toRow: typeof goodreadsRow = goodreadsRow;
  let columns: string[] = [];
  let index = new Map<string, number>();
  const rows: ParsedRow[] = [];
  try {
    await eachRecord(file, (record) => {
      if (!format) {
        columns = record.map((h) => h.trim());
        format = IMPORT_FORMATS.find((f) => REQUIRED_HEADERS[f].every((h) => columns.includes(h)));
        if (!format) throw new BadRequestException(UNKNOWN_HEADERS);
        index = new Map(columns.map((name, i) => [name, i]));
        toRow = format === 'goodreads' ? goodreadsRow : storygraphRow;
        return;
      }
      const row = rows.length + 1;
      if (row > MAX_IMPORT_ROWS)
        throw new BadRequestException(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`);
      const parsed = toRow(boundedCells(record, index, row), row);
      if (!parsed.title) throw new BadRequestException(`Row ${row} has no title`);
      rows.push(parsed);
    });
  } catch (err) {
    if (err instanceof BadRequestException) throw err;
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE') {
      const column = columns[Number(err.column)];
      throw new BadRequestException(
        `Row ${err.records}${column ? `, column "${column}"` : ''}: the row is longer than ${MAX_ROW_BYTES / 1024} KB`,
      );
    }
    if (err instanceof CsvError && /QUOTE/.test(err.code)) {
      throw new BadRequestException(
        `The file is not valid CSV: a quote is not closed or is misplaced on row ${err.records}`,
      );
    }
    throw notCsv();
  }
  if (!format) throw new BadRequestException(UNKNOWN_HEADERS);
  if (rows.length === 0) throw new BadRequestException('The file has no rows to import');
  return { format, rows };
}

/** The review's title: the first sentence of its text, at most 80 characters (cut at a word). */
export function reviewTitleFrom(text: string): string {
  const first = text.split(/(?<=[.!?])\s|\n/)[0].trim();
  if (first.length <= 80) return first;
  const cut = first.slice(0, 79);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 79)}…`;
}
