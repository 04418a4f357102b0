// The Latin letters that have no decomposition, read as their base letter.
const UNDECOMPOSED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i' };

/**
 * Lower case, without accents, folded as the API's searches fold it (api/src/platform/common/query-helpers.ts: compatibility
 * forms decomposed, "ﬁ" is "fi"; "Łódź" is "lodz"), so this screen's search finds what the server's would.
 */
const searchable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øłđħı]/g, (c) => UNDECOMPOSED[c]);

/** "Contains" over several fields, case and accents aside (the admin lists' client-side search). */
export function matchesSearch(term: string, ...fields: Array<string | null | undefined>): boolean {
  const needle = searchable(term.trim());
  if (!needle) return true;
  return fields.some((f) => searchable(f ?? '').includes(needle));
}

/** The date part (YYYY-MM-DD) of an ISO date, for date inputs. */
export function datePart(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(iso);
  return match ? match[1] : '';
}

/** The year of an ISO date, or null. */
export function yearOf(iso: string | null | undefined): number | null {
  const day = datePart(iso);
  return day ? Number(day.slice(0, 4)) : null;
}
