import { data, typedHttp, type ReadingListEntry } from '@book/core';

/*
 * Works and editions, typed by hand until this remote's slice of the API's document has them: then
 * `/api/books/{id}/editions` joins api-paths.json, these types become `components['schemas'][...]` of openapi.d.ts and
 * the calls go through the generated `paths`.
 */

/** What kind of edition a book is; null when nobody said. */
export type BookFormat = 'hardcover' | 'paperback' | 'ebook' | 'audiobook';

/** Another edition of a book's work, as its page lists it. */
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

/** The edition a review was written about, when it is not the book whose page shows it. */
export interface ReviewEdition {
  _id: string;
  title: string;
  format: BookFormat | null;
}

/** "About the paperback edition", or "About <title>" when its format is not known: a review of another edition. */
export const reviewEditionText = (edition: ReviewEdition): string =>
  edition.format ? `About the ${edition.format} edition` : `About ${edition.title}`;

/** A reading-list entry with its work, and its edition's format. */
export type EditionEntry = ReadingListEntry & {
  work?: string;
  book: ReadingListEntry['book'] & { format?: BookFormat | null };
};

type Json<T> = { headers: Record<string, unknown>; content: { 'application/json': T } };
interface EditionPaths {
  '/api/books/{id}/editions': {
    get: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ success: boolean; data: Edition[] }> };
    };
  };
  '/api/reading-list/{id}': {
    put: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: { content: { 'application/json': { book: string } } };
      responses: { 200: Json<{ success: boolean; data: EditionEntry }> };
    };
  };
}

const http = typedHttp<EditionPaths>();

const FORMAT_LABELS: Record<BookFormat, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** "Hardcover", "Paperback", "Ebook", "Audiobook", or "Edition" when the format is not known. */
export const formatLabel = (format: BookFormat | null | undefined): string =>
  format ? FORMAT_LABELS[format] : 'Edition';

export const editionsApi = {
  /** The other editions of the book's work (not the book itself), oldest first. */
  list: (bookId: string, signal?: AbortSignal) =>
    data(http.get('/api/books/{id}/editions', { params: { path: { id: bookId } }, signal })),
  /** Records that the reader has another edition of the entry's work. */
  switchEntry: (entryId: string, bookId: string) =>
    data(http.put('/api/reading-list/{id}', { params: { path: { id: entryId } }, body: { book: bookId } })),
};
