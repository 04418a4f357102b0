import { useMutation } from '@tanstack/react-query';
import { api, useSession, type ProfileInput } from '@book/core';

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
