import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type PageMeta } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

export const READER_REVIEWS_PAGE_SIZE = 10;
export const READERS_PAGE_SIZE = 20;
export const READER_LIST_PAGE_SIZE = 50;

const nextPage = (last: { meta: PageMeta }) => (last.meta.hasMore ? last.meta.page + 1 : undefined);

/** A reader's public profile; what their privacy hides from the caller is left out by the server. */
export const readerProfileQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.readers.profile(username),
    queryFn: ({ signal }) => api.readers.get(username, signal),
  });

/** Their reviews, newest first, a page at a time (reviews are always public). */
export const readerReviewsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.readers.reviews(username),
    queryFn: ({ pageParam, signal }) =>
      api.readers.reviews(username, { page: pageParam, limit: READER_REVIEWS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Their reading list, a page at a time, when they let the caller see it (a 404 otherwise). */
export const readerReadingListQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.readers.readingList(username),
    queryFn: ({ pageParam, signal }) =>
      api.readers.readingList(username, { page: pageParam, limit: READER_LIST_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** Who follows them, or whom they follow, a page at a time. */
export const readerConnectionsQuery = (username: string, which: 'followers' | 'following') =>
  infiniteQueryOptions({
    queryKey: which === 'followers' ? queryKeys.readers.followers(username) : queryKeys.readers.following(username),
    queryFn: ({ pageParam, signal }) =>
      api.readers[which](username, { page: pageParam, limit: READERS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The requests to follow the signed-in reader, oldest first. */
export const followRequestsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.followRequests.all,
    queryFn: ({ pageParam, signal }) => api.followRequests.list({ page: pageParam, limit: READERS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
