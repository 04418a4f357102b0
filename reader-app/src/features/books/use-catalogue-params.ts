import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookSort } from '@book/core';

export const DEFAULT_SORT: BookSort = '-averageRating';

/** The six sort options of the spec, the default first. */
export const SORT_OPTIONS: { value: BookSort; label: string }[] = [
  { value: '-averageRating', label: 'Highest Rated' },
  { value: 'title', label: 'Title (A-Z)' },
  { value: '-title', label: 'Title (Z-A)' },
  { value: '-publishedDate', label: 'Newest First' },
  { value: 'publishedDate', label: 'Oldest First' },
  { value: '-reviewCount', label: 'Most Reviewed' },
];

const SORTS = new Set<string>(SORT_OPTIONS.map((o) => o.value));

export interface CatalogueFilters {
  search: string;
  genre: string;
  author: string;
  sort: BookSort;
}

export type FilterName = keyof CatalogueFilters;

/** The catalogue's filters live in the URL (search, genre, author, sort), so links and Back work. */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<CatalogueFilters>(() => {
    const sort = params.get('sort') ?? '';
    return {
      search: params.get('search') ?? '',
      genre: params.get('genre') ?? '',
      author: params.get('author') ?? '',
      sort: (SORTS.has(sort) ? sort : DEFAULT_SORT) as BookSort,
    };
  }, [params]);

  /** Sets one filter; an empty value (or the default sort) removes it from the URL. */
  const setFilter = useCallback(
    (name: FilterName, value: string, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!value || (name === 'sort' && value === DEFAULT_SORT)) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const clearAll = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const hasFilters = Boolean(filters.search || filters.genre || filters.author || filters.sort !== DEFAULT_SORT);

  return { filters, setFilter, clearAll, hasFilters };
}
