import { data, typedHttp, type Book, type BookInput } from '@book/core';

/*
 * Works and editions, typed by hand until this remote's slice of the API's document has them: then `/api/works` and
 * `/api/books/{id}/editions` join api-paths.json, these types become `AdminSchemas[...]` (admin-http.ts) and the calls
 * go through `adminHttp`; the book's new fields come with the core's generated `Book` and `BookInput`.
 */

/** What kind of edition a book is; null when nobody said. */
export type BookFormat = 'hardcover' | 'paperback' | 'ebook' | 'audiobook';

/** A book as an edition of its work: the book reads' fields of works and editions. */
export type EditionBook = Book & {
  work?: string;
  workPrimary?: boolean;
  format?: BookFormat | null;
  isbn10?: string | null;
  isbn13?: string | null;
};

/** What the book form sends: a book with its format (null clears it). */
export type EditionInput = BookInput & { format?: BookFormat | null };

/** One edition of a work, as lists of editions show it. */
export interface Edition {
  _id: string;
  title: string;
  format: BookFormat | null;
  /** ISO date, or null when unknown. */
  publishedDate: string | null;
  language: string;
  coverImage: string;
  status: string;
}

/** What grouping `add`'s work under `keep`'s would do: both works' editions, what moves, the conflicts, the rules. */
export interface GroupPreview {
  keep: { work: string; editions: Edition[] };
  add: { work: string; editions: Edition[] };
  moves: { reviews: number; listEntries: number };
  conflicts: { reviews: number; listEntries: number };
  rules: string[];
}

/** The two books whose works are grouped: `add`'s editions join `keep`'s work. */
export interface GroupPair {
  keep: string;
  add: string;
}

type Json<T> = { headers: Record<string, unknown>; content: { 'application/json': { success: boolean; data: T } } };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
interface WorksPaths {
  '/api/books/{id}/editions': {
    get: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<Edition[]> };
    };
  };
  '/api/works/group-preview': {
    get: {
      parameters: { query: GroupPair; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<GroupPreview> };
    };
  };
  '/api/works/group': {
    post: {
      parameters: NoParams;
      requestBody: { content: { 'application/json': GroupPair } };
      responses: { 201: Json<EditionBook> };
    };
  };
  '/api/works/split': {
    post: {
      parameters: NoParams;
      requestBody: { content: { 'application/json': { book: string } } };
      responses: { 201: Json<EditionBook> };
    };
  };
}

const http = typedHttp<WorksPaths>();

export const worksApi = {
  /** The other editions of the book's work (every status: the caller is an administrator), oldest first. */
  editions: (bookId: string, signal?: AbortSignal) =>
    data(http.get('/api/books/{id}/editions', { params: { path: { id: bookId } }, signal })),
  groupPreview: (pair: GroupPair, signal?: AbortSignal) =>
    data(http.get('/api/works/group-preview', { params: { query: pair }, signal })),
  /** Groups `add`'s work under `keep`'s; answers the kept book. */
  group: (pair: GroupPair) => data(http.post('/api/works/group', { body: pair })),
  /** Takes the book out of its work into a work of its own; answers the book. */
  split: (book: string) => data(http.post('/api/works/split', { body: { book } })),
};

const FORMAT_LABELS: Record<BookFormat, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** "Hardcover", "Paperback", "Ebook", "Audiobook", or "Edition" when the format is not known. */
export const formatLabel = (format: BookFormat | null | undefined): string =>
  format ? FORMAT_LABELS[format] : 'Edition';

/** The book form's Format choices: None, then each format. */
export const FORMAT_OPTIONS: { value: BookFormat | ''; label: string }[] = [
  { value: '', label: 'None' },
  ...(Object.keys(FORMAT_LABELS) as BookFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] })),
];
