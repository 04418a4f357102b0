import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import {
  clubsApi,
  type ClubScheduleInput,
  type ClubUpdate,
  type ReadingProgressInput,
} from '../../../common/api/clubs-calls';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/** Joining, asking to join, leaving, muting: the club (its standing, counts, content) and "Your clubs" and the directory. */
export function useMembership(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, [queryKeys.clubs.all]);
  return {
    join: useMutation({ mutationFn: () => clubsApi.join(id), onSuccess }),
    leave: useMutation({ mutationFn: () => clubsApi.leave(id), onSuccess }),
    /** Muting changes the member's standing on the club's page alone. */
    mute: useMutation({
      mutationFn: (muted: boolean) => clubsApi.mute(id, muted),
      onSuccess: () => invalidate(queryClient, [queryKeys.clubs.detail(id)]),
    }),
  };
}

/** Moderators accepting a request, inviting a reader or setting the schedule: everything of the club may change. */
export function useModeration(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, [queryKeys.clubs.club(id)]);
  return {
    accept: useMutation({ mutationFn: (username: string) => clubsApi.accept(id, username), onSuccess }),
    invite: useMutation({ mutationFn: (username: string) => clubsApi.invite(id, username), onSuccess }),
    schedule: useMutation({ mutationFn: (input: ClubScheduleInput) => clubsApi.setSchedule(id, input), onSuccess }),
  };
}

/** "Show this section anyway": the section (schedule) and its thread now open for the member. */
export function useShowAnyway(id: string, sectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clubsApi.showAnyway(id, sectionId),
    onSuccess: () => invalidate(queryClient, [queryKeys.clubs.schedule(id), queryKeys.clubs.thread(id, sectionId)]),
  });
}

/** A post or a reply in a section's thread: the thread, and the schedule's counts. */
export function usePost(id: string, sectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, parent }: { body: string; parent?: string }) => clubsApi.post(id, sectionId, body, parent),
    onSuccess: () => invalidate(queryClient, [queryKeys.clubs.thread(id, sectionId), queryKeys.clubs.schedule(id)]),
  });
}

const FINISHED: string[] = ['completed', 'favorites'];
export const FINISHED_TEXT = 'You have finished this book: every section is open to you.';

/**
 * Logging progress on the club's book: the entry is first marked as being read (added to the list when missing),
 * then its progress logged. The list, and everything of the club the progress opens (schedule, threads), change.
 */
export function useLogProgress(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookId, input }: { bookId: string; input: ReadingProgressInput }) => {
      const entries = await queryClient.fetchQuery({
        queryKey: queryKeys.readingList,
        queryFn: ({ signal }) => api.readingList.list(signal),
      });
      let entry = entries.find((e) => e.book._id === bookId);
      // A finished book is read to its end already: every section is open, and its status stays.
      if (entry && FINISHED.includes(entry.status)) throw new Error(FINISHED_TEXT);
      if (!entry) entry = await api.readingList.add(bookId, 'reading');
      else if (entry.status !== 'reading') entry = await api.readingList.update(entry._id, { status: 'reading' });
      return clubsApi.logProgress(entry._id, input);
    },
    onSuccess: () => invalidate(queryClient, [queryKeys.readingList, queryKeys.clubs.club(clubId)]),
  });
}

/** Editing, deleting, pinning and liking a post or reply of a section's thread: the thread, and the schedule's counts. */
export function usePostActions(id: string, sectionId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    invalidate(queryClient, [queryKeys.clubs.thread(id, sectionId), queryKeys.clubs.schedule(id)]);
  return {
    edit: useMutation({
      mutationFn: ({ postId, body }: { postId: string; body: string }) => clubsApi.editPost(postId, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (postId: string) => clubsApi.deletePost(postId), onSuccess }),
    pin: useMutation({
      mutationFn: ({ postId, pinned }: { postId: string; pinned: boolean }) => clubsApi.pinPost(postId, pinned),
      onSuccess,
    }),
    /** A like changes the post's count in the thread alone. */
    like: useMutation({
      mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) => clubsApi.like(postId, liked),
      onSuccess: () => invalidate(queryClient, [queryKeys.clubs.thread(id, sectionId)]),
    }),
  };
}

/** Moderators removing or banning a member, the owner changing roles or handing the club over: the whole club. */
export function useMemberActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidate(queryClient, [queryKeys.clubs.club(id)]);
  return {
    remove: useMutation({ mutationFn: (username: string) => clubsApi.removeMember(id, username), onSuccess }),
    ban: useMutation({ mutationFn: (username: string) => clubsApi.banMember(id, username), onSuccess }),
    setRole: useMutation({
      mutationFn: ({ username, role }: { username: string; role: 'moderator' | 'member' }) =>
        clubsApi.setRole(id, username, role),
      onSuccess,
    }),
    handOver: useMutation({
      mutationFn: (username: string) => clubsApi.handOver(id, username),
      // "Your clubs" shows the viewer's role there too.
      onSuccess: () => invalidate(queryClient, [queryKeys.clubs.all]),
    }),
  };
}

/**
 * Editing a club: a new cover is uploaded first (the image pipeline), then the club changed. Its name, description
 * and cover show in the directory and "Your clubs" too.
 */
export function useEditClub(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, cover }: { input: ClubUpdate; cover: File | null }) => {
      if (cover) {
        const uploaded = await api.upload.image(cover);
        input = { ...input, coverImage: uploaded.imageUrl || uploaded.url };
      }
      return clubsApi.update(id, input);
    },
    onSuccess: () => invalidate(queryClient, [queryKeys.clubs.all]),
  });
}
