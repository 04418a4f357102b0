import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { api, type AuthorInput, type BookInput, type GenreInput } from '@book/core';
import { createAdminQueryClient } from './query-client';
import { adminKeys } from './query-keys';
import { useDeleteAuthor, useSaveAuthor } from '../features/authors/api/authors-mutations';
import { useDeleteBook, useSaveBook } from '../features/books/api/books-mutations';
import { useDeleteGenre, useSaveGenre } from '../features/genres/api/genres-mutations';
import { useDeleteReview } from '../features/reviews/api/reviews-mutations';
import { useApproveSuggestion, useDismissSuggestion } from '../features/suggestions/api/suggestions-mutations';
import { useUpdateUserRole } from '../features/users/api/users-mutations';
import { useMerge } from '../features/merges/api/merges-mutations';
import { useGroupEditions, useSplitEdition } from '../features/merges/api/works-mutations';
import { mergesApi, type CatalogueJob } from './api/merges-calls';
import { worksApi } from './api/works-calls';
import { book, user } from '../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../testing/fake-core').fakeCore());
const mocked = api as unknown as Record<string, Record<string, jest.Mock>>;

/** One cached query per entity of the admin remote, keyed by a readable name. */
const CACHED: Record<string, QueryKey> = {
  books: adminKeys.books.list(''),
  authors: adminKeys.authors.list(''),
  authorChoices: adminKeys.authors.choices(''),
  genres: adminKeys.genres.list,
  users: adminKeys.users.list('', undefined),
  userStats: adminKeys.users.stats,
  reviews: adminKeys.reviews.list('', undefined),
  reviewStats: adminKeys.reviews.stats,
  suggestions: adminKeys.suggestions.list('-count'),
  stats: adminKeys.stats,
  reports: adminKeys.reports.list('open'),
  mergeLog: adminKeys.merges.log,
  workEditions: adminKeys.works.editions('b1'),
};

/** Runs a mutation against a cache holding every entity and returns the names of the queries it invalidated. */
/** A merge's, grouping's or split's job the server answers already done, with the kept book. */
const doneJob = (kind: CatalogueJob['kind']): CatalogueJob => ({
  _id: `job-${kind}`,
  kind,
  status: 'done',
  step: 1,
  steps: 1,
  stepLabel: 'Writing the merge log',
  result: book(),
});

async function invalidatedBy<V>(
  useHook: () => { mutateAsync: (vars: V) => Promise<unknown> },
  vars: V,
): Promise<string[]> {
  const client = createAdminQueryClient();
  // An empty list page of an infinite query (what a mutation that patches a list in place finds); never read otherwise.
  for (const key of Object.values(CACHED)) client.setQueryData(key, { pages: [], pageParams: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  await act(() => result.current.mutateAsync(vars));
  return Object.entries(CACHED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('admin mutations invalidate exactly what they change', () => {
  beforeEach(() => {
    for (const client of Object.values(mocked)) for (const fn of Object.values(client)) fn.mockResolvedValue(null);
  });

  it('a book save or delete: books, the counts of authors and genres, reviews, site totals', async () => {
    const expected = ['authorChoices', 'authors', 'books', 'genres', 'reviewStats', 'reviews', 'stats'];
    expect(await invalidatedBy(useSaveBook, { payload: { title: 'T' } as BookInput })).toEqual(expected);
    expect(await invalidatedBy(useDeleteBook, 'b1')).toEqual(expected);
  });

  it('an author save or delete: authors, books and reviews naming them, site totals', async () => {
    const expected = ['authorChoices', 'authors', 'books', 'reviewStats', 'reviews', 'stats'];
    expect(await invalidatedBy(useSaveAuthor, { id: 'a1', payload: { name: 'A' } as AuthorInput })).toEqual(expected);
    expect(await invalidatedBy(useDeleteAuthor, 'a1')).toEqual(expected);
  });

  it('a genre save or delete: genres and books', async () => {
    expect(await invalidatedBy(useSaveGenre, { payload: { name: 'G' } as GenreInput })).toEqual(['books', 'genres']);
    expect(await invalidatedBy(useDeleteGenre, 'g1')).toEqual(['books', 'genres']);
  });

  it('a review delete: reviews and their statistics, books (rating), site totals', async () => {
    expect(await invalidatedBy(useDeleteReview, 'r1')).toEqual(['books', 'reviewStats', 'reviews', 'stats']);
  });

  it('a role change: the users lists and their stat cards', async () => {
    mocked.users.updateRole.mockResolvedValue({ ...user(), role: 'admin' });
    expect(await invalidatedBy(useUpdateUserRole, { user: user(), role: 'admin' })).toEqual(['userStats', 'users']);
  });

  it('a suggestion dismissed or approved: suggestions only', async () => {
    mocked.suggestions.approve.mockResolvedValue({ linked: 1 });
    expect(await invalidatedBy(useDismissSuggestion, 's1')).toEqual(['suggestions']);
    expect(await invalidatedBy(useApproveSuggestion, { id: 's1', bookId: book()._id })).toEqual(['suggestions']);
  });

  it('a merge: every list naming the two records, their counts, what moved with them and the merge log', async () => {
    jest.spyOn(mergesApi, 'merge').mockResolvedValue(doneJob('merge-books'));
    expect(await invalidatedBy(useMerge, { kind: 'books', keep: 'b1', merge: 'b2' })).toEqual([
      'authorChoices',
      'authors',
      'books',
      'genres',
      'mergeLog',
      'reports',
      'reviewStats',
      'reviews',
      'stats',
      'suggestions',
    ]);
  });

  it("a grouping or a split: the books, the works' editions, and the reviews shown on every edition", async () => {
    jest.spyOn(worksApi, 'group').mockResolvedValue(doneJob('group'));
    jest.spyOn(worksApi, 'split').mockResolvedValue(doneJob('split'));
    const expected = ['books', 'reviewStats', 'reviews', 'workEditions'];
    expect(await invalidatedBy(useGroupEditions, { keep: 'b1', add: 'b2' })).toEqual(expected);
    expect(await invalidatedBy(useSplitEdition, 'b2')).toEqual(expected);
  });
});
