import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type Book } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

/** One author (their page). */
export const authorQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.authors.detail(id),
    queryFn: () => api.authors.get(id),
  });

/** The largest page the catalogue serves. */
const MAX_PAGE = 100;

/**
 * Every book of an author that a visitor can open (the API answers readers the published ones only), newest first:
 * a page at a time until the last, so the page's average rating is over all of them (an author rarely has more than
 * one page).
 */
export const authorBooksQuery = (authorId: string) =>
  queryOptions({
    queryKey: queryKeys.books.byAuthor(authorId),
    queryFn: async ({ signal }) => {
      const books: Book[] = [];
      for (let page = 1; ; page += 1) {
        const { items, meta } = await api.books.list(
          { author: authorId, sort: '-publishedDate', limit: MAX_PAGE, page },
          signal,
        );
        books.push(...items);
        if (!meta.hasMore) return books;
      }
    },
  });

/**
 * The average rating across an author's books: each book's average weighted by its number of reviews (the mean of
 * all their reviews); null when none of them has a review.
 */
export function averageAcross(
  books: Pick<Book, 'averageRating' | 'reviewCount'>[],
): { average: number; reviews: number } | null {
  let reviews = 0;
  let sum = 0;
  for (const book of books) {
    reviews += book.reviewCount;
    sum += book.averageRating * book.reviewCount;
  }
  return reviews > 0 ? { average: sum / reviews, reviews } : null;
}

/** What an author's page needs before its first render, into `client`: the author and their books. */
export const prefetchAuthorPage = (client: QueryClient, authorId: string) =>
  Promise.all([client.prefetchQuery(authorQuery(authorId)), client.prefetchQuery(authorBooksQuery(authorId))]);
