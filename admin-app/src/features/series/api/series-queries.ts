import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';
import { seriesApi } from './series-calls';

/** The series whose name matches what the admin typed (all of them, by name, up to a page of 100). */
export const seriesListQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.series.list(search),
    queryFn: ({ signal }) => seriesApi.list(search, signal),
  });

/** One series with every entry (drafts and archived books too: the administrator reads it). */
export const seriesDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.series.detail(id),
    queryFn: ({ signal }) => seriesApi.get(id, signal),
  });

/** A book as the entry picker lists it: its title, then its author. */
export interface BookChoice {
  _id: string;
  name: string;
  detail?: string;
}

/** The first 20 books of every status matching what the admin typed (title or author), searched on the server. */
export const bookChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: [...adminKeys.series.all, 'book-choices', search] as const,
    queryFn: async ({ signal }): Promise<BookChoice[]> => {
      const books = await api.books.list({ search: search || undefined, page: 1, limit: 20, status: 'all' }, signal);
      return books.items.map(({ _id, title, author }) => ({ _id, name: title, detail: author?.name }));
    },
  });
