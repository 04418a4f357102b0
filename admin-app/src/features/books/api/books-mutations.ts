import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BookInput } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/** What a book change shows elsewhere: the lists, the counts of its author and genres, the site totals, its reviews. */
const BOOK_CHANGES = [
  adminKeys.books.all,
  adminKeys.authors.all,
  adminKeys.genres.all,
  adminKeys.reviews.all,
  adminKeys.stats,
] as const;

/** Creates (no id) or updates a book. Outcome messages are the caller's. */
export function useSaveBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: BookInput }) =>
      id ? api.books.update(id, payload) : api.books.create(payload),
    onSuccess: () => invalidate(queryClient, BOOK_CHANGES),
  });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.books.remove(id),
    onSuccess: () => invalidate(queryClient, BOOK_CHANGES),
  });
}
