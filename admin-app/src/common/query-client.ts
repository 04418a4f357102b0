import { QueryClient } from '@tanstack/react-query';

/** The admin remote's own query cache (react-query is not shared with the shell). */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A failed load is reported once by its screen (use-load-error.ts) and offered again by a retry button, not retried silently.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
