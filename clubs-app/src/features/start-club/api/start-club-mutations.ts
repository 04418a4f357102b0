import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clubsApi, type ClubInput } from '../../../common/api/clubs-calls';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/** Starts a club (the caller its owner): the directory and "Your clubs" now list it. */
export function useStartClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubInput) => clubsApi.start(input),
    onSuccess: () => invalidate(queryClient, [queryKeys.clubs.all]),
  });
}
