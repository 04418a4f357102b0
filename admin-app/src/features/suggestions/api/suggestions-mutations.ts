import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, data } from '@book/core';
import { adminHttp } from '../../../common/api/admin-http';
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

/** This remote's call the core does not have: approving a series entry names no book (the suggestion does). */
export const seriesEntryApproval = {
  approve: (id: string) =>
    data(adminHttp.post('/api/suggestions/{id}/approve', { params: { path: { id } }, body: {} })),
};

/** Approves a reader's suggestion of a book for a series: the book joins the series at its position. */
export function useApproveSeriesEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => seriesEntryApproval.approve(id),
    onSettled: () => invalidate(queryClient, [adminKeys.suggestions.all, adminKeys.series.all]),
  });
}
