import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type Role } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const USERS_PAGE_SIZE = 50;

/**
 * Users newest first, searched (username or email) and filtered by role on the server, 50 per page ("Load more"):
 * the screen never downloads every account.
 */
export const adminUsersQuery = (search: string, role: Role | undefined) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users.list(search, role),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.users.page({ search: search || undefined, role, page: pageParam, limit: USERS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });

/** The stat cards: every user, the administrators, the regular users (counted by the server). */
export const userStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.users.stats,
    queryFn: ({ signal }) => api.users.stats(signal),
  });
