import { ApiProperty } from '@nestjs/swagger';
import { round2 } from '../../platform/common/query-helpers';

/** What a book keeps of its reviews' stars: how many of each (index 0 = 1 star), how many in all, and their mean. */
export interface RatingAggregates {
  ratingHistogram: number[];
  reviewCount: number;
  /** Two decimals; 0 without reviews. */
  averageRating: number;
}

/** In the API's document: how many reviews give each number of stars (a book's histogram, the review statistics). */
export const ApiStarCounts = (example?: number[]) =>
  ApiProperty({
    type: 'array',
    items: { type: 'integer' },
    minItems: 5,
    maxItems: 5,
    description: 'Number of reviews per star: index 0 = 1 star ... index 4 = 5 stars',
    ...(example ? { example } : {}),
  });

/** A book without reviews: no stars of any kind yet. */
export const emptyRatingHistogram = (): number[] => [0, 0, 0, 0, 0];

/** Counts one review's stars into its book's histogram; a rating outside 1-5 is not a star and counts for nothing. */
export function countRating(histogram: number[], rating: number): void {
  if (rating >= 1 && rating <= 5) histogram[rating - 1] += 1;
}

/**
 * The aggregates a book keeps, from its histogram: one computation for ReviewCascades (after any change of reviews)
 * and for the seed (which writes reviews in bulk), so the two cannot disagree.
 */
export function ratingAggregates(ratingHistogram: number[]): RatingAggregates {
  const reviewCount = ratingHistogram.reduce((a, b) => a + b, 0);
  const sum = ratingHistogram.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { ratingHistogram, reviewCount, averageRating: reviewCount ? round2(sum / reviewCount) : 0 };
}
