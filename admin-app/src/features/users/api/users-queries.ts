import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

/** Every account (searched and filtered on the screen). */
export const usersQuery = () =>
  queryOptions({
    queryKey: adminKeys.users.list,
    queryFn: () => api.users.list(),
  });
