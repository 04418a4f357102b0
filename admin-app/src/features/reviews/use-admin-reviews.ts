import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@book/core';
import { loadWithToast } from '../../common/load-toast';
import { adminKeys } from '../../common/query-keys';

export const REVIEWS_PAGE_SIZE = 50;

/**
 * Reviews newest first, searched (title, content, username, book title) and filtered by rating on the server,
 * 50 per page with "Load more": the screen never downloads the whole collection.
 */
export function useAdminReviews(search: string, rating: number | undefined) {
  const query = useInfiniteQuery({
    queryKey: adminKeys.reviews(search, rating),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      loadWithToast(() => api.reviews.list({ search: search || undefined, rating, page: pageParam, limit: REVIEWS_PAGE_SIZE }, signal), 'Failed to load reviews'),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? reviews.length;
  return { ...query, reviews, total };
}
