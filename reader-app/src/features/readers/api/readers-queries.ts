import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';

export const READER_REVIEWS_PAGE_SIZE = 10;
export const READERS_PAGE_SIZE = 20;
export const READER_LIST_PAGE_SIZE = 50;

/** A reader's public profile; what their privacy hides from the caller is left out by the server. */
export const readerProfileQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.readers.profile(username),
    queryFn: ({ signal }) => api.readers.get(username, signal),
  });

/** Their reviews, newest first, a page at a time (reviews are always public); "Load more" shows no total: not counted. */
export const readerReviewsQuery = (username: string) =>
  pagedQuery(queryKeys.readers.reviews(username), (page, signal) =>
    api.readers.reviews(username, { page, limit: READER_REVIEWS_PAGE_SIZE, total: 'none' }, signal),
  );

/** Their reading list, a page at a time, when they let the caller see it (a 404 otherwise). */
export const readerReadingListQuery = (username: string) =>
  pagedQuery(queryKeys.readers.readingList(username), (page, signal) =>
    api.readers.readingList(username, { page, limit: READER_LIST_PAGE_SIZE }, signal),
  );

/** Who follows them, or whom they follow, a page at a time. */
export const readerConnectionsQuery = (username: string, which: 'followers' | 'following') =>
  pagedQuery(
    which === 'followers' ? queryKeys.readers.followers(username) : queryKeys.readers.following(username),
    (page, signal) => api.readers[which](username, { page, limit: READERS_PAGE_SIZE }, signal),
  );

/** The requests to follow the signed-in reader, oldest first. */
export const followRequestsQuery = () =>
  pagedQuery(queryKeys.followRequests.all, (page, signal) =>
    api.followRequests.list({ page, limit: READERS_PAGE_SIZE }, signal),
  );
