import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/** Deletes a review: the review lists and statistics, the book's rating and count, the site totals change. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.reviews.remove(id),
    onSuccess: () => invalidate(queryClient, [adminKeys.reviews.all, adminKeys.books.all, adminKeys.stats]),
  });
}
