import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type AuthorInput } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

/** What an author change shows elsewhere: the author lists, the books (and reviews) naming the author, the site totals. */
function invalidateAuthorChanges(queryClient: QueryClient) {
  return Promise.all([adminKeys.authors.all, adminKeys.books.all, adminKeys.reviews.all, adminKeys.stats].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Creates (no id) or updates an author. Outcome messages are the caller's. */
export function useSaveAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: AuthorInput }) => (id ? api.authors.update(id, payload) : api.authors.create(payload)),
    onSuccess: () => invalidateAuthorChanges(queryClient),
  });
}

export function useDeleteAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.authors.remove(id),
    onSuccess: () => invalidateAuthorChanges(queryClient),
  });
}
