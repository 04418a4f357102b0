import { useMutation, useQueryClient } from '@tanstack/react-query';
import { worksApi, type GroupPair } from '../../../common/api/works-calls';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/**
 * What grouping or splitting works changes: the books (their work), the works' editions and previews, and the reviews
 * (a work's reviews show on each of its editions).
 */
const WORK_CHANGES = [adminKeys.books.all, adminKeys.works.all, adminKeys.reviews.all] as const;

/** Groups `add`'s work under `keep`'s. Outcome messages are the caller's. */
export function useGroupEditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: GroupPair) => worksApi.group(pair),
    onSuccess: () => invalidate(queryClient, WORK_CHANGES),
  });
}

/** Takes a book out of its work into one of its own. Outcome messages are the caller's. */
export function useSplitEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: string) => worksApi.split(book),
    onSuccess: () => invalidate(queryClient, WORK_CHANGES),
  });
}
