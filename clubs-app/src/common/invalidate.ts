import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a mutation returns on success: marks the entries its write changed as stale and reloads those on screen;
 * resolves once they are reloaded, so the action stays pending until the page shows the change. A query still
 * loading its first answer is asked again: TanStack Query would otherwise keep that answer, read before the write.
 */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
