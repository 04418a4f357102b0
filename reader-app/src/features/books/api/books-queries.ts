import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type BookQuery } from '@book/core';
import { queryKeys } from '../../../common/query-keys';
import type { CatalogueFilters } from '../use-catalogue-params';

export const PAGE_SIZE = 24;

/** The catalogue, filtered and sorted by the server, a page at a time. */
export const catalogueQuery = (filters: CatalogueFilters) => {
  const query: BookQuery = {
    search: filters.search || undefined,
    genre: filters.genre || undefined,
    author: filters.author || undefined,
    sort: filters.sort,
    limit: PAGE_SIZE,
  };
  return infiniteQueryOptions({
    queryKey: queryKeys.books.list(query),
    queryFn: ({ pageParam, signal }) => api.books.list({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
};

/** One page of books (home's top rated). */
export const booksQuery = (query: BookQuery) =>
  queryOptions({
    queryKey: queryKeys.books.list(query),
    queryFn: ({ signal }) => api.books.list(query, signal),
  });

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.books.detail(id),
    queryFn: ({ signal }) => api.books.get(id, signal),
  });
