import { infiniteQueryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../../common/query-keys';
import { adminClubsApi } from './admin-clubs-calls';

export const CLUBS_PAGE_SIZE = 20;

/** Clubs by recent activity, searched by name on the server, 20 per page ("Load more"). */
export const adminClubsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.clubs.list(search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      adminClubsApi.list({ search: search || undefined, page: pageParam, limit: CLUBS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
