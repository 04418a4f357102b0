import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { seriesApi } from './series-calls';

export type { BookSeries, Series, SeriesEntry, SeriesSummary } from './series-calls';

/** A series with its works in reading order and, signed in, the reader's status of each (the series page). */
export const seriesQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.series.detail(id),
    queryFn: ({ signal }) => seriesApi.get(id, signal),
  });

/** The series a book belongs to and its place in each ("Book 2 of …", the book page). */
export const bookSeriesQuery = (bookId: string) =>
  queryOptions({
    queryKey: queryKeys.series.ofBook(bookId),
    queryFn: ({ signal }) => seriesApi.ofBook(bookId, signal),
  });

/** The series with a work of an author's (their page). */
export const authorSeriesQuery = (authorId: string) =>
  queryOptions({
    queryKey: queryKeys.series.ofAuthor(authorId),
    queryFn: ({ signal }) => seriesApi.ofAuthor(authorId, signal),
  });

/** "2", "2.5": a position as the pages show it ("Book 2"). */
export const shownPosition = (position: number) => position.toLocaleString('en', { maximumFractionDigits: 2 });
