import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

/** How many items wait for an administrator (the dashboard's card). */
export const openReportCountQuery = () =>
  queryOptions({
    queryKey: adminKeys.reports.openCount,
    queryFn: ({ signal }) => api.reports.openCount(signal),
  });
