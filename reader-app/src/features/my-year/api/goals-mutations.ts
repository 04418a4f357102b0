import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/** Sets or clears the goal of `year` (target null clears it); the year's figures include the goal. */
export function useSaveGoal(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | null) => (target === null ? api.goals.clear(year) : api.goals.set(year, target)),
    onSuccess: () => invalidate(queryClient, [queryKeys.myYear.stats(year)]),
  });
}
