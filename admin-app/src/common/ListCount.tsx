/**
 * The toolbar's "12 of 40 books" beside an admin list's search, announced politely; "Searching..." while a search
 * is typed or loading, nothing before the first answer.
 */
export function ListCount({ shown, total, noun, searching = false }: { shown: number; total: number | undefined; noun: string; searching?: boolean }) {
  return (
    <span className="admin-toolbar__count" aria-live="polite">
      {searching ? 'Searching...' : total === undefined ? '' : `${shown} of ${total} ${noun}`}
    </span>
  );
}
