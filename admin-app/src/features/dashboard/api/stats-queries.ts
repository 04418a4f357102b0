import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

/** The site counts of the dashboard: every book and review, drafts and archived books included. */
export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.stats.get(signal, { counts: 'all' }),
  });
