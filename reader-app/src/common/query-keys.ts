import type { BookQuery } from '@book/core';

/** Every cache key of the reader remote, in one place so mutations invalidate the right entries. */
export const queryKeys = {
  stats: ['stats'] as const,
  books: {
    all: ['books'] as const,
    list: (query: BookQuery) => ['books', 'list', query] as const,
    detail: (id: string) => ['books', 'detail', id] as const,
  },
  reviews: {
    forBook: (bookId: string) => ['reviews', 'book', bookId] as const,
    mine: (bookId: string, userId: string) => ['reviews', 'book', bookId, 'user', userId] as const,
  },
  authors: {
    list: (query: Record<string, unknown>) => ['authors', query] as const,
  },
  genres: ['genres'] as const,
  readingList: ['reading-list'] as const,
  /** "My year" figures, computed from the reading list and the goal: changes to either invalidate `myYear.all`. */
  myYear: {
    all: ['my-year'] as const,
    stats: (year: number) => ['my-year', year] as const,
  },
};
