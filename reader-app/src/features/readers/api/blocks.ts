import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';

/** The readers the signed-in reader blocked, newest first. */
export const blockedReadersQuery = () =>
  pagedQuery(queryKeys.blocks.all, (page, signal) => api.blocks.list({ page, limit: 20 }, signal));

/**
 * Blocking ends follows both ways (both readers' counts and lists, the feed) and hides each one's comments from the
 * other: everything of the two readers, the block list, the feed and the comments are read again.
 */
function useBlockChange(block: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => (block ? api.blocks.block(username) : api.blocks.unblock(username)),
    onSuccess: (_: null, username: string) => {
      const self = useSession.getState().user?.username;
      return invalidate(queryClient, [
        queryKeys.blocks.all,
        queryKeys.readers.one(username),
        ...(self ? [queryKeys.readers.one(self)] : []),
        queryKeys.followRequests.all,
        queryKeys.feed.all,
        queryKeys.bookFriends.all,
        queryKeys.comments.all,
      ]);
    },
  });
}

export const useBlock = () => useBlockChange(true);
export const useUnblock = () => useBlockChange(false);
