import { QueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from '@book/core';

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

/**
 * Empties `client` whenever the signed-in account changes (a sign-out, a sign-in, a 401): what one account read
 * (its reading list, its year, the unpublished books an administrator sees) never shows to the next one on the same
 * tab, which signs in without a page load. A profile change or a token renewal keeps the account, and the cache.
 * Returns the unsubscribe.
 */
export function clearOnAccountChange(client: QueryClient): () => void {
  return useSession.subscribe((now, before) => {
    if ((now.user?._id ?? null) !== (before.user?._id ?? null)) client.clear();
  });
}

export const queryClient = createReaderQueryClient();
clearOnAccountChange(queryClient);
