import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, useSession } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

const me = () => useSession.getState().user?.username;

/**
 * The caller following `username` (or no longer): their followers and profile (counts, what of theirs the caller may
 * see, the list among it), the caller's following and profile, and what the caller's follows show: the feed and
 * friends on books.
 */
function followChanges(username: string): QueryKey[] {
  const self = me();
  return [
    queryKeys.readers.profile(username),
    queryKeys.readers.followers(username),
    queryKeys.readers.readingList(username),
    ...(self ? [queryKeys.readers.profile(self), queryKeys.readers.following(self)] : []),
    queryKeys.feed.all,
    queryKeys.bookFriends.all,
  ];
}

/** `username` now following the caller: the request is gone, the caller's followers and profile, their following and profile. */
function acceptChanges(username: string): QueryKey[] {
  const self = me();
  return [
    queryKeys.followRequests.all,
    queryKeys.readers.profile(username),
    queryKeys.readers.following(username),
    ...(self ? [queryKeys.readers.profile(self), queryKeys.readers.followers(self)] : []),
  ];
}

/** Follows `username`, or asks to when they approve their followers; resolves to the new state. */
export function useFollow(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.readers.follow(username),
    onSuccess: () => invalidate(queryClient, followChanges(username)),
  });
}

/** Unfollows `username`, or withdraws a pending request. */
export function useUnfollow(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.readers.unfollow(username),
    onSuccess: () => invalidate(queryClient, followChanges(username)),
  });
}

/** Accepts or declines a request to follow the signed-in reader. An accepted one makes a follower of them. */
export function useAnswerFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, accept }: { username: string; accept: boolean }) =>
      accept ? api.followRequests.accept(username) : api.followRequests.decline(username),
    onSuccess: (_data, { username, accept }) =>
      invalidate(queryClient, accept ? acceptChanges(username) : [queryKeys.followRequests.all]),
  });
}
