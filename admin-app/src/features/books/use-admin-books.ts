import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@book/core';
import { loadWithToast } from '../../common/load-toast';
import { adminKeys } from '../../common/query-keys';

export const BOOKS_PAGE_SIZE = 100;

/** All books of every status, searched on the server, 100 per page with "Load more". */
export function useAdminBooks(search: string) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.books(search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      loadWithToast(() => api.books.list({ status: 'all', search: search || undefined, page: pageParam, limit: BOOKS_PAGE_SIZE }, signal), 'Failed to load books'),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const books = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? books.length;
  return { ...query, books, total };
}
