import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, type SuggestionSort } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const SUGGESTIONS_PAGE_SIZE = 50;

/** Open suggestions, most requested or newest first, 50 per page ("Load more"). */
export const suggestionsQuery = (sort: SuggestionSort) =>
  infiniteQueryOptions({
    queryKey: adminKeys.suggestions.list(sort),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.suggestions.list({ sort, page: pageParam, limit: SUGGESTIONS_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
