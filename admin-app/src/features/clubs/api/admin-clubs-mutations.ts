import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';
import { adminClubsApi, type AdminClub } from './admin-clubs-calls';

/** Suspends a club with a note for its owner, or lifts its suspension: the clubs lists. */
export function useClubSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ club, note }: { club: AdminClub; note?: string }) =>
      note === undefined ? adminClubsApi.lift(club._id) : adminClubsApi.suspend(club._id, note),
    onSuccess: () => invalidate(queryClient, [adminKeys.clubs.all]),
  });
}

/** Deletes a club: the clubs lists, the dashboard's count, and the reports of its posts. */
export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminClubsApi.remove(id),
    onSuccess: () => invalidate(queryClient, [adminKeys.clubs.all, adminKeys.stats, adminKeys.reports.all]),
  });
}
