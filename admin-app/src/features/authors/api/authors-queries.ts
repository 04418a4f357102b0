import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

export const AUTHOR_CHOICES_SIZE = 20;

/** The book form's author picker: the first 20 authors by name matching the typed text (searched on the server). */
export const authorChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.authors.choices(search),
    queryFn: ({ signal }) =>
      api.authors.page({ sort: 'name', search: search || undefined, page: 1, limit: AUTHOR_CHOICES_SIZE }, signal),
    select: (page) => page.items.map(({ _id, name }) => ({ _id, name })),
  });
