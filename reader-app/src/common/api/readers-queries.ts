import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { pagedQuery } from '../paged-query';
import { queryKeys } from '../query-keys';

export const READERS_PAGE_SIZE = 20;

/** A reader's public profile; what their privacy hides from the caller is left out by the server. */
export const readerProfileQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.readers.profile(username),
    queryFn: ({ signal }) => api.readers.get(username, signal),
  });

/** Who follows them, or whom they follow, a page at a time. */
export const readerConnectionsQuery = (username: string, which: 'followers' | 'following') =>
  pagedQuery(
    which === 'followers' ? queryKeys.readers.followers(username) : queryKeys.readers.following(username),
    (page, signal) => api.readers[which](username, { page, limit: READERS_PAGE_SIZE }, signal),
  );
