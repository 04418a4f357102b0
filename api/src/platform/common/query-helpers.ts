/** Escapes user input for use inside a RegExp. */
export function escapeRegex(input: string): string {
  return input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A text without its accents: decomposed (compatibility forms too: "ﬁ" is "fi"), its combining marks dropped. The
 * one way the API folds text: searches (below), import match keys, the seed's file names.
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

// Searches also read the Latin letters that have no decomposition as their base letter.
const UNDECOMPOSED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i' };
const fold = (text: string) => withoutAccents(text).replace(/[øłđħı]/gi, (c) => UNDECOMPOSED[c.toLowerCase()] ?? c);

/** Each Latin letter with its accented forms, in both cases: "e" → "eEèéêë...ÈÉÊË..." (Latin-1 and Latin Extended). */
const LETTER_FORMS = (() => {
  const forms = new Map<string, string>();
  for (let code = 0x41; code <= 0x24f; code++) {
    const letter = String.fromCodePoint(code);
    const base = fold(letter).toLowerCase();
    if (base.length === 1 && base >= 'a' && base <= 'z') forms.set(base, (forms.get(base) ?? '') + letter);
  }
  return forms;
})();

/**
 * A text as a search compares it: lower case, without accents. Kept beside a searched field of a large collection (a
 * book's `titleSearchKey`), so that a search there is one plain regex (searchKeyPattern) instead of a class per letter.
 */
export function searchKey(text: string): string {
  return fold(text).toLowerCase();
}

/** The pattern of a search box's text over a field kept as searchKey(): found anywhere, case and accents aside. */
export function searchKeyPattern(text: string): RegExp {
  return new RegExp(escapeRegex(searchKey(text)));
}

/**
 * The pattern of a search box's text: found anywhere in a field, without regard to case or accents, as readers
 * type on a keyboard without them ("vasquez" finds "Vásquez", "amelie" finds "Amélie", "Ines" finds "Inês", and
 * "Vásquez" finds "Vasquez"). Each letter becomes the class of its forms, so the query is the same on MongoDB and on
 * the embedded engine, without a folded copy of every searched field.
 */
export function searchPattern(text: string): RegExp {
  let source = '';
  for (const char of fold(text)) {
    const forms = LETTER_FORMS.get(char.toLowerCase());
    source += forms ? `[${forms}]` : escapeRegex(char);
  }
  return new RegExp(source, 'i');
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
export async function pagedTotal(
  page: number,
  limit: number,
  rows: number,
  count: () => Promise<number>,
): Promise<number> {
  return rows < limit && (rows > 0 || page === 1) ? (page - 1) * limit + rows : count();
}
