import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ReportGroup, type ResolveReportInput } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/**
 * Resolves every open report of an item. Removing content changes the site's counts and the reviews list;
 * suspending changes the users list; every action moves the item from the open list to the resolved one.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, input }: { group: Pick<ReportGroup, 'kind' | 'target'>; input: ResolveReportInput }) =>
      api.reports.resolve(group.kind, group.target, input),
    // Refreshed also after a failure: another administrator may have resolved the item meanwhile.
    onSettled: (_data, _error, { input }) =>
      invalidate(queryClient, [
        adminKeys.reports.all,
        ...(input.action === 'remove' ? [adminKeys.stats, adminKeys.reviews.all] : []),
        ...(input.action === 'suspend' ? [adminKeys.users.all] : []),
      ]),
  });
}
