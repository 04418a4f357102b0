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
    /** The other editions of a book's work (its page, a reading-list entry's edition switch). */
    editions: (id: string) => ['books', 'detail', id, 'editions'] as const,
    /** Every published book of one author (their page), under `lists`: a rating change reorders it too. */
    byAuthor: (authorId: string) => ['books', 'list', 'author', authorId] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    /** A book's review pages; also the prefix of the signed-in reader's own review of it. */
    forBook: (bookId: string) => ['reviews', 'book', bookId] as const,
    mine: (bookId: string, userId: string) => ['reviews', 'book', bookId, 'user', userId] as const,
    /** A book's reviews in one order (newest first, or most liked). */
    sorted: (bookId: string, sort: string) => ['reviews', 'book', bookId, 'sort', sort] as const,
    /** Which of a book's reviews the signed-in reader likes. */
    liked: (bookId: string) => ['reviews', 'book', bookId, 'liked'] as const,
  },
  /** The comments of one review, oldest first. */
  comments: {
    all: ['comments'] as const,
    forReview: (reviewId: string) => ['comments', reviewId] as const,
  },
  /** The readers the signed-in reader blocked. */
  blocks: {
    all: ['blocks'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    /** The navbar's unread count, with the ETag of its last answer. */
    unread: ['notifications', 'unread'] as const,
  },
  authors: {
    all: ['authors'] as const,
    list: (query: Record<string, unknown>) => ['authors', query] as const,
    detail: (id: string) => ['authors', 'detail', id] as const,
  },
  genres: {
    all: ['genres'] as const,
  },
  /** Series: one series' page (with the reader's statuses), a book's series and an author's. */
  series: {
    all: ['series'] as const,
    detail: (id: string) => ['series', 'detail', id] as const,
    ofBook: (bookId: string) => ['series', 'book', bookId] as const,
    ofAuthor: (authorId: string) => ['series', 'author', authorId] as const,
  },
  /** The signed-in reader's home: what readers they follow did, and readers suggested to follow. */
  feed: {
    all: ['feed'] as const,
    items: ['feed', 'items'] as const,
    suggestions: ['feed', 'suggestions'] as const,
  },
  /** Readers the signed-in reader follows who have a book on their list. */
  bookFriends: {
    all: ['book-friends'] as const,
    forBook: (bookId: string) => ['book-friends', bookId] as const,
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
  /** A reader's public profile and its lists (following someone changes both readers'). */
  readers: {
    all: ['readers'] as const,
    /** Everything of one reader: their profile and every list of theirs. */
    one: (username: string) => ['readers', username] as const,
    profile: (username: string) => ['readers', username, 'profile'] as const,
    reviews: (username: string) => ['readers', username, 'reviews'] as const,
    readingList: (username: string) => ['readers', username, 'reading-list'] as const,
    followers: (username: string) => ['readers', username, 'followers'] as const,
    following: (username: string) => ['readers', username, 'following'] as const,
  },
  /** The requests to follow the signed-in reader that wait for their answer. */
  followRequests: {
    all: ['follow-requests'] as const,
  },
};
