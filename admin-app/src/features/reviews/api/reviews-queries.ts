import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../../../common/query-keys';

export const REVIEWS_PAGE_SIZE = 50;

/**
 * Reviews newest first, searched (title, content, username, book title) and filtered by rating on the server,
 * 50 per page ("Load more"): the screen never downloads the whole collection. Not counted (`total: 'none'`): whether
 * a next page exists is all "Load more" needs, and the statistics tell the totals.
 */
export const adminReviewsQuery = (search: string, rating: number | undefined) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reviews.list(search, rating),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.reviews.list(
        { search: search || undefined, rating, page: pageParam, limit: REVIEWS_PAGE_SIZE, total: 'none' },
        signal,
      ),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });

/** Total, average and distribution of every review. */
export const reviewStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reviews.stats,
    queryFn: () => api.reviews.stats(),
  });
