import type { BookQuery } from '@book/core';

/**
 * Every cache key of the reader remote (its own QueryClient, not shared with the shell), one entry per entity:
 * `all` is the prefix a mutation invalidates, the other keys are what the features' `api/` query definitions read.
 */
export const queryKeys = {
  stats: ['stats'] as const,
  books: {
    all: ['books'] as const,
    /** Every list of books (catalogue pages, home's top rated): what a rating change reorders. */
    lists: ['books', 'list'] as const,
    list: (query: BookQuery) => ['books', 'list', query] as const,
    detail: (id: string) => ['books', 'detail', id] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    /** A book's review pages; also the prefix of the signed-in reader's own review of it. */
    forBook: (bookId: string) => ['reviews', 'book', bookId] as const,
    mine: (bookId: string, userId: string) => ['reviews', 'book', bookId, 'user', userId] as const,
  },
  authors: {
    all: ['authors'] as const,
    list: (query: Record<string, unknown>) => ['authors', query] as const,
  },
  genres: {
    all: ['genres'] as const,
  },
  readingList: {
    all: ['reading-list'] as const,
  },
  /** "My year" figures, computed from the reading list and the goal: changes to either invalidate `myYear.all`. */
  myYear: {
    all: ['my-year'] as const,
    stats: (year: number) => ['my-year', year] as const,
  },
  imports: {
    status: (id: string) => ['imports', id] as const,
  },
};
