import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../common/query-keys';

/** The year's figures and goal progress: one call, computed by the server. */
export function useYearStats(year: number) {
  return useQuery({ queryKey: queryKeys.myYear.stats(year), queryFn: ({ signal }) => api.readingList.year(year, signal) });
}

/** Sets or clears the goal of `year` (target null clears it); the year's figures include the goal. */
export function useSaveGoal(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: number | null) => (target === null ? api.goals.clear(year) : api.goals.set(year, target)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.myYear.stats(year) }),
  });
}
