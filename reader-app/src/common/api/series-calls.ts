import { data, typedHttp } from '@book/core';
import type { components, paths } from './openapi';

/** The series reads this remote makes, typed by its own slice of the API's document (see suggestions-calls.ts). */
const http = typedHttp<paths>();

export type Series = components['schemas']['Series'];
export type SeriesEntry = components['schemas']['SeriesEntry'];
export type SeriesSummary = components['schemas']['SeriesSummary'];
export type BookSeries = components['schemas']['BookSeries'];

export const seriesApi = {
  /** The first series whose name matches (by name). */
  list: (q: string, signal?: AbortSignal) =>
    data(http.get('/api/series', { params: { query: { q, limit: 8 } }, signal })),
  /** A series with its works in reading order and, signed in, the reader's status of each. */
  get: (id: string, signal?: AbortSignal) => data(http.get('/api/series/{id}', { params: { path: { id } }, signal })),
  /** The series a book belongs to and its place in each. */
  ofBook: (bookId: string, signal?: AbortSignal) =>
    data(http.get('/api/books/{id}/series', { params: { path: { id: bookId } }, signal })),
  /** The series with a work of an author's. */
  ofAuthor: (authorId: string, signal?: AbortSignal) =>
    data(http.get('/api/authors/{id}/series', { params: { path: { id: authorId } }, signal })),
};
