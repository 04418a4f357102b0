/**
 * A statistic as the admin screens show it: its value once loaded, "…" while loading, "–" when the load failed. A
 * failed load is only logged (spec); showing 0 instead would tell the administrator the site is empty.
 */
export function statText<T>(query: { data: T | undefined; isError: boolean }, value: (loaded: T) => string): string {
  return query.data !== undefined ? value(query.data) : query.isError ? '–' : '…';
}
