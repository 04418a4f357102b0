import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/**
 * Follows a suggested reader. It changes what following from a reader's page changes (readers/api/follows-mutations.ts):
 * the feed (their activity joins it, once they accept when they approve followers), the readers seen on books' pages,
 * their profile, followers and list, the caller's profile and following; and the suggestions. The suggestions on screen
 * are only marked stale: reloaded at once, the reader just followed would vanish from under the reader's pointer and
 * focus; their button says "Following" instead, and the next visit suggests others.
 */
export function useFollowSuggested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api.readers.follow(username),
    onSuccess: async (_result, username) => {
      const me = useSession.getState().user?.username;
      await queryClient.invalidateQueries({ queryKey: queryKeys.feed.suggestions, refetchType: 'none' });
      await invalidate(queryClient, [
        queryKeys.feed.items,
        queryKeys.bookFriends.all,
        queryKeys.readers.profile(username),
        queryKeys.readers.followers(username),
        queryKeys.readers.readingList(username),
        ...(me ? [queryKeys.readers.profile(me), queryKeys.readers.following(me)] : []),
      ]);
    },
  });
}
