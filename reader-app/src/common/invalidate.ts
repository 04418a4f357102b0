import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a mutation returns on success: marks the entries its write changed as stale and reloads those on screen;
 * resolves once they are reloaded, so the action stays pending until the page shows the change.
 */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
