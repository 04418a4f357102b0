import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AuthorInput } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/** What an author change shows elsewhere: the author lists, the books (and reviews) naming the author, the site totals. */
const AUTHOR_CHANGES = [adminKeys.authors.all, adminKeys.books.all, adminKeys.reviews.all, adminKeys.stats] as const;

/** Creates (no id) or updates an author. Outcome messages are the caller's. */
export function useSaveAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: AuthorInput }) =>
      id ? api.authors.update(id, payload) : api.authors.create(payload),
    onSuccess: () => invalidate(queryClient, AUTHOR_CHANGES),
  });
}

export function useDeleteAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.authors.remove(id),
    onSuccess: () => invalidate(queryClient, AUTHOR_CHANGES),
  });
}
