import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type GenreInput } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/** What a genre change shows elsewhere: the genre lists and the books that carry it (a deleted genre leaves every book). */
const GENRE_CHANGES = [adminKeys.genres.all, adminKeys.books.all] as const;

/** Creates (no id) or updates a genre. Outcome messages are the caller's. */
export function useSaveGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: GenreInput }) =>
      id ? api.genres.update(id, payload) : api.genres.create(payload),
    onSuccess: () => invalidate(queryClient, GENRE_CHANGES),
  });
}

export function useDeleteGenre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.genres.remove(id),
    onSuccess: () => invalidate(queryClient, GENRE_CHANGES),
  });
}
