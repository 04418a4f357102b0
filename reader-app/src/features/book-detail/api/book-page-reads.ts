import type { QueryClient } from '@tanstack/react-query';
import { bookQuery } from '../../../common/api/books-queries';
import { bookReviewsQuery } from './reviews-queries';

/**
 * What a book's page needs before its first render, into `client`: the book and its newest reviews (a visitor's view;
 * a signed-in reader's own review and likes are read by the page). Resolves when done, failed reads included (the
 * page asks again).
 */
export const prefetchBookPage = (client: QueryClient, bookId: string) =>
  Promise.all([client.prefetchQuery(bookQuery(bookId)), client.prefetchInfiniteQuery(bookReviewsQuery(bookId))]);
