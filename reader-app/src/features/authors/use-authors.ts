import { useQuery } from '@tanstack/react-query';
import { api, type Author } from '@book/core';
import { queryKeys } from '../../common/query-keys';

export function useAllAuthors() {
  return useQuery({
    queryKey: queryKeys.authors.list({ sort: 'name' }),
    queryFn: ({ signal }) => api.authors.list({ sort: 'name' }, signal),
  });
}

/** Client-side search by name or nationality, case-insensitive. */
export function filterAuthors(authors: Author[], search: string): Author[] {
  const q = search.trim().toLowerCase();
  if (!q) return authors;
  return authors.filter((a) => a.name.toLowerCase().includes(q) || (a.nationality ?? '').toLowerCase().includes(q));
}
