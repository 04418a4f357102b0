import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a mutation runs on success: marks the entries its write changed as stale and reloads those on screen,
 * without waiting for them, so the form closes and the outcome toast shows at once while the lists follow.
 * A list still loading its first answer (a search typed just before the write) is asked again: TanStack Query
 * would otherwise keep that answer, read before the write.
 */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys)
    void queryClient
      .cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined })
      .then(() => queryClient.invalidateQueries({ queryKey }));
}
