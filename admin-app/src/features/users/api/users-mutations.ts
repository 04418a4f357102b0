import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Role, type User } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';

/** Changes a user's role: the row shows it at once, then the list is reloaded. Outcome messages are the caller's. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) => api.users.updateRole(user._id, role),
    onSuccess: (updated, { user, role }) => {
      queryClient.setQueryData<User[]>(adminKeys.users.list, (list) =>
        list?.map((u) => (u._id === user._id ? { ...u, ...(updated ?? {}), role: updated?.role ?? role } : u)),
      );
      invalidate(queryClient, [adminKeys.users.all]);
    },
  });
}
