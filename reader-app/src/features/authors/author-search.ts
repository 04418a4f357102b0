import type { Author } from '@book/core';

/** Client-side search by name or nationality, case-insensitive. */
export function filterAuthors(authors: Author[], search: string): Author[] {
  const q = search.trim().toLowerCase();
  if (!q) return authors;
  return authors.filter((a) => a.name.toLowerCase().includes(q) || (a.nationality ?? '').toLowerCase().includes(q));
}
