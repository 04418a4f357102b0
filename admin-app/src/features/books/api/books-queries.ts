import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const BOOKS_PAGE_SIZE = 100;

/** All books of every status, searched on the server, 100 per page ("Load more"). */
export const adminBooksQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.books.list(search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.books.list({ status: 'all', search: search || undefined, page: pageParam, limit: BOOKS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
