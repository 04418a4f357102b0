import { useQuery } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../common/query-keys';

export const HOME_BOOK_QUERY = { sort: '-averageRating', limit: 6 } as const;
export const HOME_AUTHOR_QUERY = { sort: '-bookCount', limit: 6 } as const;

export function useSiteStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: ({ signal }) => api.stats.get(signal) });
}

export function useTopRatedBooks() {
  return useQuery({
    queryKey: queryKeys.books.list(HOME_BOOK_QUERY),
    queryFn: ({ signal }) => api.books.list(HOME_BOOK_QUERY, signal),
    select: (page) => page.items,
  });
}

export function useTopAuthors() {
  return useQuery({
    queryKey: queryKeys.authors.list(HOME_AUTHOR_QUERY),
    queryFn: ({ signal }) => api.authors.list(HOME_AUTHOR_QUERY, signal),
  });
}
