import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergesApi, type MergeInput } from '../../../common/api/merges-calls';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/**
 * What a merge changes: the records of its kind (one is gone, the kept one has the other's reviews and books), the
 * counts of the authors and genres they belong to, the reviews naming them, the suggestions and reports that moved,
 * the site's totals and the merges (their log, previews naming the record that went).
 */
const MERGE_CHANGES = [
  adminKeys.books.all,
  adminKeys.authors.all,
  adminKeys.genres.all,
  adminKeys.reviews.all,
  adminKeys.suggestions.all,
  adminKeys.reports.all,
  adminKeys.stats,
  adminKeys.merges.all,
] as const;

/** Merges one record into another, until its job is done. Outcome messages are the caller's. */
export function useMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeInput) => mergesApi.mergeAndWait(input),
    onSuccess: () => invalidate(queryClient, MERGE_CHANGES),
  });
}
