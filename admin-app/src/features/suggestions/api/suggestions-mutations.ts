import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.suggestions.dismiss(id),
    onSuccess: () => invalidate(queryClient, [adminKeys.suggestions.all]),
  });
}

/** Links every suggesting reader's imported row to the book just created (the book's own save refreshed the books). */
export function useApproveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bookId }: { id: string; bookId: string }) => api.suggestions.approve(id, bookId),
    // Refreshed also after a failure: the suggestion may have been dismissed or approved meanwhile.
    onSettled: () => invalidate(queryClient, [adminKeys.suggestions.all]),
  });
}
