import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

/** Every author by name: the Manage Authors grid and the author select of the book form. */
export const authorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.authors.list,
    queryFn: ({ signal }) => api.authors.list({ sort: 'name' }, signal),
  });
