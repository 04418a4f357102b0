import { useMutation, useQueryClient } from '@tanstack/react-query';
import { worksApi, type GroupPair } from '../../../common/api/works-calls';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';
import { useCatalogueJob } from './catalogue-job';

/**
 * What grouping or splitting works changes: the books (their work), the works' editions and previews, and the reviews
 * (a work's reviews show on each of its editions).
 */
const WORK_CHANGES = [adminKeys.books.all, adminKeys.works.all, adminKeys.reviews.all] as const;

/**
 * Groups `add`'s work under `keep`'s: settles once its job is done (or failed: the records are read again either way),
 * and `job` is where the running job has got. Outcome messages are the caller's.
 */
export function useGroupEditions() {
  const queryClient = useQueryClient();
  const { job, follow } = useCatalogueJob();
  const mutation = useMutation({
    mutationFn: async (pair: GroupPair) => follow(await worksApi.group(pair)),
    onSettled: () => invalidate(queryClient, WORK_CHANGES),
  });
  return { ...mutation, job };
}

/** Takes a book out of its work into one of its own, as a grouping does (its job, then the records read again). */
export function useSplitEdition() {
  const queryClient = useQueryClient();
  const { job, follow } = useCatalogueJob();
  const mutation = useMutation({
    mutationFn: async (book: string) => follow(await worksApi.split(book)),
    onSettled: () => invalidate(queryClient, WORK_CHANGES),
  });
  return { ...mutation, job };
}
