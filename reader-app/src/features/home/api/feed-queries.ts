import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

export const FEED_PAGE_SIZE = 20;

/** What the readers the signed-in reader follows did, newest first; each next page starts before the last item. */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.feed.items,
    queryFn: ({ pageParam, signal }) =>
      api.feed.list({ limit: FEED_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => (last.meta.hasMore && last.meta.next ? last.meta.next : undefined),
  });

/** Readers the signed-in reader may want to follow. */
export const feedSuggestionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.feed.suggestions,
    queryFn: ({ signal }) => api.feed.suggestions(signal),
  });
