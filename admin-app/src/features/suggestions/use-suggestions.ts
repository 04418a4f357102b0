import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SuggestionSort } from '@book/core';
import { suggestionsQuery } from './api/suggestions-queries';

/** The loaded pages of the suggestions list as one array, with the server's total. */
export function useSuggestions(sort: SuggestionSort) {
  const query = useInfiniteQuery({ ...suggestionsQuery(sort), placeholderData: keepPreviousData });
  const suggestions = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? suggestions.length;
  return { ...query, suggestions, total };
}
