import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a mutation runs on success: marks the entries its write changed as stale and reloads those on screen,
 * without waiting for them, so the form closes and the outcome toast shows at once while the lists follow.
 */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
