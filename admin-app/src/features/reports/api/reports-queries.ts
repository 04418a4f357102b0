import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type ReportStatus } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const REPORTS_PAGE_SIZE = 20;

/** Reports grouped by item, 20 items per page ("Load more"): open ones oldest first, resolved ones newest first. */
export const reportsQuery = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reports.list(status),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.reports.list({ status, page: pageParam, limit: REPORTS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
