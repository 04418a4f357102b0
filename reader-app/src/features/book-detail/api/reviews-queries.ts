import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';

export const REVIEWS_PAGE_SIZE = 20;

/** How a book's reviews are ordered: newest first (the default), or most liked (then newest). */
export type ReviewSort = '-createdAt' | '-likeCount';

/** The book's reviews in the chosen order (the server's), a page at a time; "Load more" shows no total: not counted. */
export const bookReviewsQuery = (bookId: string, sort: ReviewSort = '-createdAt') =>
  pagedQuery(
    sort === '-createdAt' ? queryKeys.reviews.forBook(bookId) : queryKeys.reviews.sorted(bookId, sort),
    (page, signal) =>
      api.reviews.list(
        { book: bookId, page, limit: REVIEWS_PAGE_SIZE, total: 'none', ...(sort === '-createdAt' ? {} : { sort }) },
        signal,
      ),
  );

/** The signed-in user's review of this book, if any (one review per book and user). */
export const myReviewQuery = (bookId: string, userId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.mine(bookId, userId),
    queryFn: async ({ signal }) =>
      (await api.reviews.list({ book: bookId, user: userId, limit: 1 }, signal)).items[0] ?? null,
  });

/** Ids of the book's reviews the signed-in reader likes. */
export const likedReviewsQuery = (bookId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.liked(bookId),
    queryFn: ({ signal }) => api.likes.ofBook(bookId, signal),
  });
