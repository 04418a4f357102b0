import { BadRequestException } from '@nestjs/common';
import { normalizeIsbn } from '@book/rules';
import type { ReadingStatus } from '../reading-list/reading-list-entry.schema';

/*
 * The files an import reads: Goodreads' library export and StoryGraph's export, the columns each must have, and how
 * a row of each becomes a ParsedRow (its shelves a status, its cells bounded, its dates, stars and review cleaned).
 */

export type ImportFormat = 'goodreads' | 'storygraph';
export const IMPORT_FORMATS: ImportFormat[] = ['goodreads', 'storygraph'];
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
export const REQUIRED_HEADERS: Record<ImportFormat, string[]> = {
  goodreads: ['Book Id', 'Title', 'Author', 'ISBN', 'ISBN13', 'My Rating', 'Exclusive Shelf'],
  storygraph: ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'],
};

export const UNKNOWN_HEADERS =
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
export interface Cells {
  (name: string): string | undefined;
  list(name: string): string[];
}

/** The cells of one record, each refused (400, naming the row and column) when longer or more numerous than allowed. */
export function boundedCells(record: string[], index: Map<string, number>, row: number): Cells {
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

export function goodreadsRow(cell: Cells, row: number): ParsedRow {
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

export function storygraphRow(cell: Cells, row: number): ParsedRow {
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
