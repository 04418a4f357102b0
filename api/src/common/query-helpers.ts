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
