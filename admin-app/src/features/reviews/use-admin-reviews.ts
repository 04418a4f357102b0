import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminReviewsQuery } from './api/reviews-queries';

/** The loaded pages of the reviews list as one array, with the server's total. */
export function useAdminReviews(search: string, rating: number | undefined) {
  const query = useInfiniteQuery({ ...adminReviewsQuery(search, rating), placeholderData: keepPreviousData });
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? reviews.length;
  return { ...query, reviews, total };
}
