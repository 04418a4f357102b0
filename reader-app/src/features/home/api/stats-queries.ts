import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

/** The site counts of the home page. */
export const statsQuery = () =>
  queryOptions({
    queryKey: queryKeys.stats,
    queryFn: ({ signal }) => api.stats.get(signal),
  });
