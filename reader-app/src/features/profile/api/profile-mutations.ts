import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type Privacy, type PrivacyInput, type ProfileInput } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/** Profile and avatar changes update the session's user, so the navbar follows. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) => api.auth.updateProfile(input),
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api.auth.changePassword(currentPassword, newPassword),
    // The server ended every other session; this one continues with the new token.
    onSuccess: ({ token }) => useSession.getState().setToken(token),
  });
}

/** Uploads the image, then makes it the avatar; `null` removes the avatar. */
export function useUpdateAvatar() {
  return useMutation({
    mutationFn: async (file: File | null) => {
      let url = '';
      if (file) {
        const uploaded = await api.upload.image(file);
        url = uploaded.imageUrl || uploaded.url;
      }
      return api.auth.updateAvatar(url);
    },
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}

/** What a reader shares before they choose otherwise: everything, and followers without approval. */
export const DEFAULT_PRIVACY: Privacy = {
  listVisibility: 'everyone',
  goalVisibility: 'everyone',
  activityVisibility: 'everyone',
  approveFollowers: false,
};

/** Who sees the reader's list, goal and activity: the session's user carries it, and nothing else shows it to them. */
export function useUpdatePrivacy() {
  return useMutation({
    mutationFn: (privacy: PrivacyInput) => api.auth.updatePrivacy(privacy),
    onSuccess: (user) => useSession.getState().setUser(user),
  });
}

/**
 * Removes a reader from the signed-in reader's followers: both readers' counts and lists change, and what the removed
 * reader may see of the signed-in reader's (their profile as they see it) with them.
 */
export function useRemoveFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => api.followers.remove(username),
    onSuccess: (_data, username) => {
      const self = useSession.getState().user?.username;
      return invalidate(queryClient, [
        queryKeys.readers.profile(username),
        queryKeys.readers.following(username),
        ...(self ? [queryKeys.readers.profile(self), queryKeys.readers.followers(self)] : []),
      ]);
    },
  });
}

/** Deletes the account for good; the caller leaves the page and clears the session (the user no longer exists). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => api.auth.deleteAccount(password) });
}
