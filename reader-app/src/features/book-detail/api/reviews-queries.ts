import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

export const REVIEWS_PAGE_SIZE = 20;

/** The book's reviews, newest first (the server's order), a page at a time. */
export const bookReviewsQuery = (bookId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews.forBook(bookId),
    queryFn: ({ pageParam, signal }) => api.reviews.list({ book: bookId, page: pageParam, limit: REVIEWS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });

/** The signed-in user's review of this book, if any (one review per book and user). */
export const myReviewQuery = (bookId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.mine(bookId, userId),
    queryFn: async ({ signal }) => (await api.reviews.list({ book: bookId, user: userId, limit: 1 }, signal)).items[0] ?? null,
  });
