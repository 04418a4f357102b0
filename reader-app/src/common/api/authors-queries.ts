import { queryOptions } from '@tanstack/react-query';
import { api, type AuthorSort } from '@book/core';
import { queryKeys } from '../query-keys';

/** Authors in the server's order: every author by name (Authors page, catalogue filter) or home's top six. */
export const authorsQuery = (query: { sort: AuthorSort; limit?: number }) =>
  queryOptions({
    queryKey: queryKeys.authors.list(query),
    queryFn: ({ signal }) => api.authors.list(query, signal),
  });
