import { queryOptions } from '@tanstack/react-query';
import { api, type BookQuery } from '@book/core';
import { queryKeys } from '../query-keys';

/** One page of books (home's top rated). */
export const booksQuery = (query: BookQuery) =>
  queryOptions({
    queryKey: queryKeys.books.list(query),
    queryFn: ({ signal }) => api.books.list(query, signal),
  });

/** One book (its page). */
export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.books.detail(id),
    queryFn: ({ signal }) => api.books.get(id, signal),
  });
