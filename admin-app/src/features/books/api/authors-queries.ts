import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const AUTHOR_CHOICES_SIZE = 20;

/** The book form's author picker: the first 20 authors by name matching the typed text (searched on the server). */
export const authorChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.authors.choices(search),
    queryFn: ({ signal }) =>
      api.authors.page({ sort: 'name', search: search || undefined, page: 1, limit: AUTHOR_CHOICES_SIZE }, signal),
    select: (page) => page.items.map(({ _id, name }) => ({ _id, name })),
  });
