import { QueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from '@book/core';

/** The clubs remote's own cache: data is fresh for 30 s, no retry on 4xx, emptied when the account changes. */
export function createClubsQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  useSession.subscribe((now, before) => {
    if ((now.user?._id ?? null) !== (before.user?._id ?? null)) client.clear();
  });
  return client;
}

export const queryClient = createClubsQueryClient();
