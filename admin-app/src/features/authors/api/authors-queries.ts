import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const AUTHORS_PAGE_SIZE = 50;

/** The Manage Authors grid: authors by name, searched (name or nationality) on the server, 50 per page ("Load more"), their books of every status counted. */
export const adminAuthorsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.authors.list(search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.authors.page(
        { sort: 'name', search: search || undefined, page: pageParam, limit: AUTHORS_PAGE_SIZE, counts: 'all' },
        signal,
      ),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
