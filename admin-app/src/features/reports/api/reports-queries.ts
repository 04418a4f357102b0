import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type ReportStatus } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const REPORTS_PAGE_SIZE = 20;

/**
 * Reports grouped by item, 20 items per page ("Load more"): open ones oldest first, resolved ones newest first; every
 * item's, or one club's (the club's own reports and its posts').
 */
export const reportsQuery = (status: ReportStatus, club?: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reports.list(status, club),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.reports.list({ status, ...(club ? { club } : {}), page: pageParam, limit: REPORTS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
