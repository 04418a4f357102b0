import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type BookQuery } from '@book/core';
import { queryKeys } from '../../common/query-keys';
import type { CatalogueFilters } from './use-catalogue-params';

export const PAGE_SIZE = 24;

/** The catalogue, filtered and sorted by the server, a page at a time. */
export function useBookPages(filters: CatalogueFilters) {
  const query: BookQuery = {
    search: filters.search || undefined,
    genre: filters.genre || undefined,
    author: filters.author || undefined,
    sort: filters.sort,
    limit: PAGE_SIZE,
  };
  return useInfiniteQuery({
    queryKey: queryKeys.books.list(query),
    queryFn: ({ pageParam, signal }) => api.books.list({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    placeholderData: (previous) => previous,
  });
}

export function useGenres() {
  return useQuery({ queryKey: queryKeys.genres, queryFn: ({ signal }) => api.genres.list(signal), staleTime: 5 * 60_000 });
}

export function useAuthorOptions() {
  return useQuery({
    queryKey: queryKeys.authors.list({ sort: 'name' }),
    queryFn: ({ signal }) => api.authors.list({ sort: 'name' }, signal),
    staleTime: 5 * 60_000,
  });
}
