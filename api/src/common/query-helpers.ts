/** Escapes user input for use inside a RegExp (search boxes). */
export function escapeRegex(input: string): string {
  return input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rounds to 2 decimals (ratings). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Counts per star from `$group: { _id: '$rating', count: { $sum: 1 } }`: index 0 = 1 star ... index 4 = 5 stars. */
export function ratingDistribution(groups: { _id: number; count: number }[]): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const g of groups) if (g._id >= 1 && g._id <= 5) counts[g._id - 1] = g.count;
  return counts;
}

/**
 * The total of a paged list, counted only when the page does not tell it: a page shorter than the limit (or an empty
 * first page) ends the list, so its total is the rows before it plus its own. Most pages then cost no count (a scan).
 */
export async function pagedTotal(page: number, limit: number, rows: number, count: () => Promise<number>): Promise<number> {
  return rows < limit && (rows > 0 || page === 1) ? (page - 1) * limit + rows : count();
}
