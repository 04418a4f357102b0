import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type BookQuery } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const BOOKS_PAGE_SIZE = 100;

/** All books (every edition of every work) of every status, searched on the server, 100 per page ("Load more"). */
export const adminBooksQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.books.list(search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query: BookQuery = {
        status: 'all',
        editions: 'all',
        search: search || undefined,
        page: pageParam,
        limit: BOOKS_PAGE_SIZE,
      };
      return api.books.list(query, signal);
    },
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
