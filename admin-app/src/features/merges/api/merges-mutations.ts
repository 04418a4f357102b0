import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergesApi, type MergeInput } from '../../../common/api/merges-calls';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';
import { useCatalogueJob } from './catalogue-job';

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

/**
 * Merges one record into another: settles once its job is done (or failed: the records are read again either way), and
 * `job` is where the running job has got. Outcome messages are the caller's.
 */
export function useMerge() {
  const queryClient = useQueryClient();
  const { job, follow } = useCatalogueJob();
  const mutation = useMutation({
    mutationFn: async (input: MergeInput) => follow(await mergesApi.merge(input)),
    onSettled: () => invalidate(queryClient, MERGE_CHANGES),
  });
  return { ...mutation, job };
}
