import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Review, type ReviewUpdate } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

export interface ReviewValues {
  rating: number;
  title: string;
  content: string;
  /** The text reveals the plot: hidden from other readers until they choose to see it. */
  spoiler: boolean;
}

/** After a review changes: the book's average and count, its reviews, any list showing ratings, the counts, the year. */
const reviewChanges = (bookId: string) =>
  [
    queryKeys.books.detail(bookId),
    queryKeys.reviews.forBook(bookId),
    queryKeys.books.lists,
    queryKeys.stats,
    queryKeys.myYear.all,
  ] as const;

/** Creates (no review yet) or updates the reader's review of the book. Outcome messages are the caller's. */
export function useSaveReview(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, values }: { review: Review | null; values: ReviewValues }) =>
      review
        ? api.reviews.update(review._id, values satisfies ReviewUpdate)
        : api.reviews.create({ book: bookId, ...values }),
    onSuccess: () => invalidate(queryClient, reviewChanges(bookId)),
  });
}

export function useDeleteReview(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => api.reviews.remove(reviewId),
    onSuccess: () => invalidate(queryClient, reviewChanges(bookId)),
  });
}
