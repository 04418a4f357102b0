import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ReadingStatus, type Review, type ReviewUpdate } from '@book/core';
import { queryKeys } from '../../common/query-keys';

export const REVIEWS_PAGE_SIZE = 20;

export function useBook(id: string) {
  return useQuery({ queryKey: queryKeys.books.detail(id), queryFn: ({ signal }) => api.books.get(id, signal), enabled: Boolean(id) });
}

/** The book's reviews, newest first (the server's order), a page at a time. */
export function useBookReviews(bookId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.reviews.forBook(bookId),
    queryFn: ({ pageParam, signal }) => api.reviews.list({ book: bookId, page: pageParam, limit: REVIEWS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    enabled,
  });
}

/** The signed-in user's review of this book, if any (one review per book and user). */
export function useMyReview(bookId: string, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.mine(bookId, userId ?? ''),
    queryFn: async ({ signal }) => (await api.reviews.list({ book: bookId, user: userId, limit: 1 }, signal)).items[0] ?? null,
    enabled: Boolean(bookId && userId),
  });
}

/** After a review changes: the book's average and count, its reviews, and any list showing ratings. */
function useRefreshAfterReview(bookId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.books.detail(bookId) }),
      client.invalidateQueries({ queryKey: ['reviews', 'book', bookId] }),
      client.invalidateQueries({ queryKey: ['books', 'list'] }),
      client.invalidateQueries({ queryKey: queryKeys.stats }),
      client.invalidateQueries({ queryKey: queryKeys.myYear.all }),
    ]);
}

export interface ReviewValues {
  rating: number;
  title: string;
  content: string;
  /** The text reveals the plot: hidden from other readers until they choose to see it. */
  spoiler: boolean;
}

export function useSaveReview(bookId: string) {
  const refresh = useRefreshAfterReview(bookId);
  return useMutation({
    mutationFn: ({ review, values }: { review: Review | null; values: ReviewValues }) =>
      review ? api.reviews.update(review._id, values satisfies ReviewUpdate) : api.reviews.create({ book: bookId, ...values }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(bookId: string) {
  const refresh = useRefreshAfterReview(bookId);
  return useMutation({ mutationFn: (reviewId: string) => api.reviews.remove(reviewId), onSuccess: refresh });
}

export function useReadingListEntries(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.readingList, queryFn: ({ signal }) => api.readingList.list(signal), enabled });
}

export function useAddToReadingList(bookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ReadingStatus) => api.readingList.add(bookId, status),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.readingList }), client.invalidateQueries({ queryKey: queryKeys.myYear.all })]),
  });
}
