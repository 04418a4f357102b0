import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, type PageMeta, type Role, type User } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

type UsersPages = InfiniteData<{ items: User[]; meta: PageMeta }>;

/** Changes a user's role: the row shows it at once, then the lists and the stat cards are reloaded. Outcome messages are the caller's. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) => api.users.updateRole(user._id, role),
    onSuccess: (updated, { user, role }) => {
      const changed = (u: User) => (u._id === user._id ? { ...u, ...(updated ?? {}), role: updated?.role ?? role } : u);
      queryClient.setQueriesData<UsersPages>(
        { queryKey: adminKeys.users.lists },
        (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(changed) })) },
      );
      invalidate(queryClient, [adminKeys.users.all]);
    },
  });
}

/** Suspends (whole days, or `null`: until lifted) or lifts a suspension; the row shows the answer at once, then the lists reload. */
export function useUserSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, days, note }: { user: User; days?: number | null; note?: string }) =>
      days === undefined ? api.users.lift(user._id) : api.users.suspend(user._id, { days, note: note ?? '' }),
    onSuccess: (updated, { user }) => {
      const changed = (u: User) => (u._id === user._id ? { ...u, suspension: updated?.suspension ?? null } : u);
      queryClient.setQueriesData<UsersPages>(
        { queryKey: adminKeys.users.lists },
        (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(changed) })) },
      );
      invalidate(queryClient, [adminKeys.users.all]);
    },
  });
}
