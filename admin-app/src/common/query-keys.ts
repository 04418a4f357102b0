/** React Query keys of the admin remote (its own QueryClient, not shared with the shell). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  books: (search: string) => ['admin', 'books', search] as const,
  booksAll: ['admin', 'books'] as const,
  authors: ['admin', 'authors'] as const,
  genres: ['admin', 'genres'] as const,
  users: ['admin', 'users'] as const,
  reviews: (search: string, rating: number | undefined) => ['admin', 'reviews', search, rating ?? 'all'] as const,
  reviewStats: ['admin', 'review-stats'] as const,
  suggestions: (sort: string) => ['admin', 'suggestions', sort] as const,
};
