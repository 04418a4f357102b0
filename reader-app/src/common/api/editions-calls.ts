import { data, typedHttp, type ApiSchemas } from '@book/core';
import type { components, paths } from './openapi';

/** Works and editions: this remote's calls, typed by its own slice of the API's document (see suggestions-calls.ts). */
const http = typedHttp<paths>();

/** Another edition of a book's work, as its page lists it. */
export type Edition = components['schemas']['Edition'];

/** What kind of edition a book is (null on an edition when nobody said). */
export type BookFormat = NonNullable<Edition['format']>;

/** The edition a review was written about, when it is not the book whose page shows it. */
export type ReviewEdition = ApiSchemas['ReviewEdition'];

/** "About the paperback edition", or "About <title>" when its format is not known: a review of another edition. */
export const reviewEditionText = (edition: ReviewEdition): string =>
  edition.format ? `About the ${edition.format} edition` : `About ${edition.title}`;

export const editionsApi = {
  /** The other editions of the book's work (not the book itself), oldest first. */
  list: (bookId: string, signal?: AbortSignal) =>
    data(http.get('/api/books/{id}/editions', { params: { path: { id: bookId } }, signal })),
  /** Records that the reader has another edition of the entry's work; answers the entry. */
  switchEntry: (entryId: string, bookId: string) =>
    data(http.put('/api/reading-list/{id}/edition', { params: { path: { id: entryId } }, body: { book: bookId } })),
};
