import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';
import { makeUser } from '../../../testing/fixtures';
import { signInAs, signOut } from '../../../testing/render';
import { useFollowSuggested } from './feed-mutations';

const CACHED: Record<string, QueryKey> = {
  feed: queryKeys.feed.items,
  suggestions: queryKeys.feed.suggestions,
  friendsB1: queryKeys.bookFriends.forBook('b1'),
  bob: queryKeys.readers.profile('bob'),
  bobFollowers: queryKeys.readers.followers('bob'),
  bobFollowing: queryKeys.readers.following('bob'),
  bobList: queryKeys.readers.readingList('bob'),
  me: queryKeys.readers.profile('me'),
  meFollowing: queryKeys.readers.following('me'),
  meFollowers: queryKeys.readers.followers('me'),
  cy: queryKeys.readers.profile('cy'),
  book: queryKeys.books.detail('b1'),
  readingList: queryKeys.readingList.all,
  stats: queryKeys.stats,
};

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

it("following a suggested reader: the feed, books' readers you follow, their profile, followers and list, mine and my following; the suggestions marked stale, not reloaded", async () => {
  signInAs(makeUser({ _id: 'me', username: 'me' }));
  jest.spyOn(api.readers, 'follow').mockResolvedValue({ follow: 'following' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of Object.values(CACHED)) client.setQueryData(key, []);
  // The feed and the suggestions on screen: the feed is reloaded, the suggestions stay as they are shown.
  const feed = jest.fn().mockResolvedValue([]);
  const suggestions = jest.fn().mockResolvedValue([]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useQuery({ queryKey: CACHED.feed, queryFn: feed });
      useQuery({ queryKey: CACHED.suggestions, queryFn: suggestions });
      return useFollowSuggested();
    },
    { wrapper },
  );

  await result.current.mutateAsync('bob');

  expect(api.readers.follow).toHaveBeenCalledWith('bob');
  const invalidated = Object.entries(CACHED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
  // The feed on screen was reloaded at once (so no longer stale); the rest are stale until shown again.
  expect(feed).toHaveBeenCalledTimes(1);
  expect(invalidated).toEqual(['bob', 'bobFollowers', 'bobList', 'friendsB1', 'me', 'meFollowing', 'suggestions']);
  expect(suggestions).not.toHaveBeenCalled();
});
