import { QueryClient } from '@tanstack/react-query';
import { useSession } from '@book/core';

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

/**
 * Empties `client` whenever the signed-in account changes (a sign-out, a sign-in, a 401): what one administrator read
 * (users' e-mails, reports, unpublished books) never shows to the next account on the same tab, which signs in without
 * a page load. A profile change or a token renewal keeps the account, and the cache. Returns the unsubscribe.
 */
export function clearOnAccountChange(client: QueryClient): () => void {
  return useSession.subscribe((now, before) => {
    if ((now.user?._id ?? null) !== (before.user?._id ?? null)) client.clear();
  });
}
