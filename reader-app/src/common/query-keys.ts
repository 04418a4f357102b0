import type { BookQuery } from '@book/shared-ui';

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
  imports: {
    status: (id: string) => ['imports', id] as const,
  },
};
