import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list the server answers a page at a time, from page 1 on, for as long as it says there are more (`meta.hasMore`).
 * `fetchPage` reads one page.
 */
export const pagedQuery = <TPage extends { meta: { page: number; hasMore: boolean } }, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
