import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, useSession } from '@book/core';
import { queryKeys } from './query-keys';
import { useDeleteReview, useSaveReview } from '../features/book-detail/api/reviews-mutations';
import { importStatusQuery } from '../features/imports/api/imports-queries';
import { useSaveGoal } from '../features/my-year/api/goals-mutations';
import { useSwitchEdition } from './api/edition-mutations';
import { editionsApi } from './api/editions-calls';
import { useAnswerFollowRequest, useFollow, useUnfollow } from '../features/readers/api/follows-mutations';
import { useAddToReadingList, useRemoveEntry, useUpdateEntry } from './api/reading-list-mutations';
import { makeEntry, makeReview, makeUser } from '../testing/fixtures';

/** One cached query per entity of the reader remote (two books, two years), keyed by a readable name. */
const CACHED: Record<string, QueryKey> = {
  bookList: queryKeys.books.list({ sort: 'title' }),
  book1: queryKeys.books.detail('b1'),
  book2: queryKeys.books.detail('b2'),
  reviews1: queryKeys.reviews.forBook('b1'),
  myReview1: queryKeys.reviews.mine('b1', 'u1'),
  reviews2: queryKeys.reviews.forBook('b2'),
  authors: queryKeys.authors.list({ sort: 'name' }),
  genres: queryKeys.genres.all,
  stats: queryKeys.stats,
  readingList: queryKeys.readingList.all,
  year2025: queryKeys.myYear.stats(2025),
  year2024: queryKeys.myYear.stats(2024),
  // A reader's page and lists: "them" (bookworm), "me" (reader1, signed in), and a third reader (ana).
  theirProfile: queryKeys.readers.profile('bookworm'),
  theirReviews: queryKeys.readers.reviews('bookworm'),
  theirList: queryKeys.readers.readingList('bookworm'),
  theirFollowers: queryKeys.readers.followers('bookworm'),
  theirFollowing: queryKeys.readers.following('bookworm'),
  myProfile: queryKeys.readers.profile('reader1'),
  myFollowers: queryKeys.readers.followers('reader1'),
  myFollowing: queryKeys.readers.following('reader1'),
  otherProfile: queryKeys.readers.profile('ana'),
  followRequests: queryKeys.followRequests.all,
  feed: queryKeys.feed.items,
  bookFriends: queryKeys.bookFriends.forBook('b1'),
};

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function cacheWithEveryEntity(): QueryClient {
  const client = newClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, []);
  return client;
}

const renderWith = <R,>(client: QueryClient, useHook: () => R) =>
  renderHook(useHook, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }).result;

const invalidated = (client: QueryClient) =>
  Object.entries(CACHED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

/** Runs a mutation against a cache holding every entity and returns the names of the queries it invalidated. */
async function invalidatedBy<V>(
  useHook: () => { mutateAsync: (vars: V) => Promise<unknown> },
  vars: V,
): Promise<string[]> {
  const client = cacheWithEveryEntity();
  await renderWith(client, useHook).current.mutateAsync(vars);
  return invalidated(client);
}

describe('reader mutations invalidate exactly what they change', () => {
  afterEach(() => jest.restoreAllMocks());

  it("a review saved or deleted: that book, its reviews, every book list, the site counts, the year's figures", async () => {
    jest.spyOn(api.reviews, 'create').mockResolvedValue(makeReview());
    jest.spyOn(api.reviews, 'remove').mockResolvedValue(null);
    const expected = ['book1', 'bookList', 'myReview1', 'reviews1', 'stats', 'year2024', 'year2025'];
    const values = { rating: 4, title: 'Good', content: 'A good read, truly.', spoiler: false };
    expect(await invalidatedBy(() => useSaveReview('b1'), { review: null, values })).toEqual(expected);
    expect(await invalidatedBy(() => useDeleteReview('b1'), 'r1')).toEqual(expected);
  });

  it('a query still loading its first answer when the write lands is read again; the action waits for that read', async () => {
    jest.spyOn(api.reviews, 'remove').mockResolvedValue(null);
    // The book's reviews, opened just before the delete: their first read is answered after it, the review still in.
    let answerFirstRead!: (titles: string[]) => void;
    const read = jest
      .fn<Promise<string[]>, []>()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirstRead = resolve)))
      .mockResolvedValue([]);
    const result = renderWith(newClient(), () => ({
      reviews: useQuery({ queryKey: queryKeys.reviews.forBook('b1'), queryFn: read }),
      remove: useDeleteReview('b1'),
    }));
    const removal = act(() => result.current.remove.mutateAsync('r1'));
    try {
      await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    } finally {
      act(() => answerFirstRead(['Deleted review']));
      await removal;
    }
    expect(result.current.reviews.data).toEqual([]);
  });

  it("a reading-list entry added, changed, switched to another edition or removed: the list and the year's figures", async () => {
    jest.spyOn(api.readingList, 'add').mockResolvedValue(makeEntry());
    jest.spyOn(editionsApi, 'switchEntry').mockResolvedValue(makeEntry());
    jest.spyOn(api.readingList, 'update').mockResolvedValue(makeEntry());
    jest.spyOn(api.readingList, 'remove').mockResolvedValue(null);
    const expected = ['readingList', 'year2024', 'year2025'];
    expect(await invalidatedBy(() => useAddToReadingList('b1'), 'wishlist')).toEqual(expected);
    expect(await invalidatedBy(useUpdateEntry, { id: 'e1', changes: { status: 'completed' } })).toEqual(expected);
    expect(await invalidatedBy(useSwitchEdition, { id: 'e1', book: 'b2' })).toEqual(expected);
    expect(await invalidatedBy(useRemoveEntry, 'e1')).toEqual(expected);
  });

  it("a goal saved: that year's figures only", async () => {
    jest.spyOn(api.goals, 'set').mockResolvedValue({ year: 2025, target: 12, updatedAt: '2025-01-01T00:00:00.000Z' });
    expect(await invalidatedBy(() => useSaveGoal(2025), 12)).toEqual(['year2025']);
  });

  it("a finished import: the reading list, reviews, books and the year's figures; a running one: nothing", async () => {
    const status = jest
      .spyOn(api.imports, 'status')
      .mockResolvedValue({ id: 'i1', status: 'running', processed: 1, total: 2 });
    const client = cacheWithEveryEntity();
    await client.fetchQuery(importStatusQuery('i1'));
    expect(invalidated(client)).toEqual([]);

    status.mockResolvedValue({ id: 'i1', status: 'done', processed: 2, total: 2 });
    await client.fetchQuery({ ...importStatusQuery('i1'), staleTime: 0 });
    expect(invalidated(client)).toEqual([
      'book1',
      'book2',
      'bookList',
      'myReview1',
      'readingList',
      'reviews1',
      'reviews2',
      'year2024',
      'year2025',
    ]);
  });

  describe('follows', () => {
    beforeEach(() => useSession.setState({ token: 't', user: makeUser(), status: 'authenticated' }));
    afterEach(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));

    it('a follow started or ended: their page, followers and list, my page and following, the feed and friends on books', async () => {
      jest.spyOn(api.readers, 'follow').mockResolvedValue({ follow: 'following' });
      jest.spyOn(api.readers, 'unfollow').mockResolvedValue(null);
      const expected = [
        'bookFriends',
        'feed',
        'myFollowing',
        'myProfile',
        'theirFollowers',
        'theirList',
        'theirProfile',
      ];
      expect(await invalidatedBy(() => useFollow('bookworm'), undefined)).toEqual(expected);
      expect(await invalidatedBy(() => useUnfollow('bookworm'), undefined)).toEqual(expected);
    });

    it('a request accepted: the requests, their page and following, my page and followers; declined: the requests only', async () => {
      jest.spyOn(api.followRequests, 'accept').mockResolvedValue(null);
      jest.spyOn(api.followRequests, 'decline').mockResolvedValue(null);
      expect(await invalidatedBy(useAnswerFollowRequest, { username: 'bookworm', accept: true })).toEqual([
        'followRequests',
        'myFollowers',
        'myProfile',
        'theirFollowing',
        'theirProfile',
      ]);
      expect(await invalidatedBy(useAnswerFollowRequest, { username: 'bookworm', accept: false })).toEqual([
        'followRequests',
      ]);
    });
  });
});
