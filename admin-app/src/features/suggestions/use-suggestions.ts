import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, type SuggestionSort } from '@book/core';
import { loadWithToast } from '../../common/load-toast';
import { adminKeys } from '../../common/query-keys';

export const SUGGESTIONS_PAGE_SIZE = 50;

/** Open suggestions, most requested or newest first, 50 per page with "Load more". */
export function useSuggestions(sort: SuggestionSort) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.suggestions(sort),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => loadWithToast(() => api.suggestions.list({ sort, page: pageParam, limit: SUGGESTIONS_PAGE_SIZE }, signal), 'Failed to load suggestions'),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const suggestions = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? suggestions.length;
  return { ...query, suggestions, total };
}
