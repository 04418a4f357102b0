import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@book/core';

/** The reader remote's own cache (not shared with the shell): data is fresh for 30 s, no retry on 4xx. */
export function createReaderQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createReaderQueryClient();
