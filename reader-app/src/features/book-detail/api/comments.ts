import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';

export const COMMENTS_PAGE_SIZE = 20;
export const MAX_COMMENT_LENGTH = 2000;

/** A review's comments, oldest first, a page at a time. */
export const reviewCommentsQuery = (reviewId: string) =>
  pagedQuery(queryKeys.comments.forReview(reviewId), (page, signal) =>
    api.comments.list(reviewId, { page, limit: COMMENTS_PAGE_SIZE }, signal),
  );

/** Writing, editing and deleting comments refresh the review's comments and its book's reviews (their counts). */
export function useCommentMutations(reviewId: string, bookId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.comments.forReview(reviewId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews.forBook(bookId) }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: string) => api.comments.create(reviewId, body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) => api.comments.update(id, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.comments.remove(id), onSuccess }),
  };
}
