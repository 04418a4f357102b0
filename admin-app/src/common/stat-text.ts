import { formatNumber } from '@book/shared-ui';

/**
 * A statistic as the admin screens show it: its value once loaded, "…" while loading, "–" when the load failed. A
 * failed load is only logged (spec); showing 0 instead would tell the administrator the site is empty.
 */
export function statText<T>(query: { data: T | undefined; isError: boolean }, value: (loaded: T) => string): string {
  return query.data !== undefined ? value(query.data) : query.isError ? '–' : '…';
}

/** One count of a statistics read (the dashboard's, the users' or the reviews'), as a number of its cards shows it. */
export const statCount = <Key extends string>(
  query: { data: Record<Key, number> | undefined; isError: boolean },
  key: Key,
): string => statText(query, (loaded) => formatNumber(loaded[key]));
