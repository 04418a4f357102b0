import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

/** The year's figures and goal progress: one call, computed by the server. */
export const yearStatsQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.myYear.stats(year),
    queryFn: ({ signal }) => api.readingList.year(year, signal),
  });
