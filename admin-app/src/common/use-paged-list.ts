import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { PageMeta } from '@book/core';

/** A page's meta; a list read without a count (Manage Reviews') has no total. */
type Meta = Omit<PageMeta, 'total'> & { total?: number };

interface Page<T, M extends Meta> {
  items: T[];
  meta: M;
}

/**
 * A server-paged admin list ("Load more") from its query definition: the loaded pages as one array and the
 * server's total (undefined before the first answer, or when the list is not counted); the previous results stay on
 * screen while a new search or filter loads, with `refreshing` true meanwhile.
 */
export function usePagedList<T, TKey extends QueryKey, M extends Meta = PageMeta>(
  options: UseInfiniteQueryOptions<Page<T, M>, Error, InfiniteData<Page<T, M>>, TKey, number>,
) {
  const query = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total;
  const refreshing = query.isFetching && !query.isFetchingNextPage && !query.isPending;
  return { ...query, items, total, refreshing };
}
