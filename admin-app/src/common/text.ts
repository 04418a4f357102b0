/** Lower case, without accents: how a search compares texts (as the API's searches do). */
const searchable = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

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
