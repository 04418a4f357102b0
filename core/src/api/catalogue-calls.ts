import { data, http, page } from './http';
import type { AuthorQuery, CountsQuery, ReviewQuery } from './queries';
import type {
  Author,
  AuthorInput,
  AuthorSort,
  Book,
  BookDetail,
  BookInput,
  BookPage,
  BookQuery,
  FriendOnBook,
  Genre,
  GenreInput,
  PageMeta,
  ReviewPageMeta,
  Review,
  ReviewInput,
  ReviewUpdate,
  Stats,
  Suggestion,
  SuggestionApproval,
  SuggestionQuery,
} from './types';

export interface ReviewStats {
  total: number;
  averageRating: number;
  distribution: [number, number, number, number, number];
}

/** The catalogue: books, authors, genres, their reviews, the site's totals, and the books readers suggest to it. */
export const catalogueCalls = {
  books: {
    list: (query: BookQuery = {}, signal?: AbortSignal): Promise<BookPage> =>
      page(http.get('/api/books', { params: { query }, signal })),
    // The document cannot say "exactly five" star counts: the histogram is an array there, a five-tuple here.
    get: (id: string, signal?: AbortSignal) =>
      data(http.get('/api/books/{id}', { params: { path: { id } }, signal })) as Promise<BookDetail>,
    create: (input: BookInput): Promise<Book> => data(http.post('/api/books', { body: input })),
    update: (id: string, input: Partial<BookInput>): Promise<Book> =>
      data(http.put('/api/books/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/books/{id}', { params: { path: { id } } })),
    /** Signed in: the readers the caller follows who have the book on a list the caller may see. */
    friends: (id: string, signal?: AbortSignal): Promise<FriendOnBook[]> =>
      data(http.get('/api/books/{id}/friends', { params: { path: { id } }, signal })),
  },
  authors: {
    /** Every author (or the first `limit`), in the requested order. */
    list: (
      query: { sort?: AuthorSort; limit?: number; search?: string } = {},
      signal?: AbortSignal,
    ): Promise<Author[]> => data(http.get('/api/authors', { params: { query }, signal })),
    /** A page of authors (`page`, `limit`: 50 by default), searched on name or nationality on the server. Always sends
     * `page`: without it and `limit` the server answers every author. */
    page: (query: AuthorQuery = {}, signal?: AbortSignal): Promise<{ items: Author[]; meta: PageMeta }> =>
      page(http.get('/api/authors', { params: { query: { page: 1, ...query } }, signal })),
    get: (id: string): Promise<Author> => data(http.get('/api/authors/{id}', { params: { path: { id } } })),
    create: (input: AuthorInput): Promise<Author> => data(http.post('/api/authors', { body: input })),
    update: (id: string, input: Partial<AuthorInput>): Promise<Author> =>
      data(http.put('/api/authors/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/authors/{id}', { params: { path: { id } } })),
  },
  genres: {
    /** Every genre, by name. `query` comes last: callers of core 1.4 pass the signal first. */
    list: (signal?: AbortSignal, query: CountsQuery = {}): Promise<Genre[]> =>
      data(http.get('/api/genres', { params: { query }, signal })),
    create: (input: GenreInput): Promise<Genre> => data(http.post('/api/genres', { body: input })),
    update: (id: string, input: Partial<GenreInput>): Promise<Genre> =>
      data(http.put('/api/genres/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/genres/{id}', { params: { path: { id } } })),
  },
  reviews: {
    /** With `total: 'none'` (a "Load more" list), the reviews are not counted: `meta.total` is absent. */
    list: (query: ReviewQuery = {}, signal?: AbortSignal): Promise<{ items: Review[]; meta: ReviewPageMeta }> =>
      page(http.get('/api/reviews', { params: { query }, signal })),
    // A five-tuple here, an array in the document (see books.get).
    stats: (book?: string) =>
      data(http.get('/api/reviews/stats', { params: { query: { book } } })) as Promise<ReviewStats>,
    create: (input: ReviewInput): Promise<Review> => data(http.post('/api/reviews', { body: input })),
    update: (id: string, input: ReviewUpdate): Promise<Review> =>
      data(http.put('/api/reviews/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/reviews/{id}', { params: { path: { id } } })),
  },
  stats: {
    /** The site's totals. `query` comes last: callers of core 1.4 pass the signal first. */
    get: (signal?: AbortSignal, query: CountsQuery = {}): Promise<Stats> =>
      data(http.get('/api/stats', { params: { query }, signal })),
  },
  /** Admin: books readers asked the catalogue to add. */
  suggestions: {
    list: (query: SuggestionQuery = {}, signal?: AbortSignal): Promise<{ items: Suggestion[]; meta: PageMeta }> =>
      page(http.get('/api/suggestions', { params: { query }, signal })),
    dismiss: (id: string): Promise<null> =>
      data(http.post('/api/suggestions/{id}/dismiss', { params: { path: { id } } })),
    /** After creating the book (POST /books): links every suggesting reader's imported row to it. */
    approve: (id: string, bookId: string): Promise<SuggestionApproval> =>
      data(http.post('/api/suggestions/{id}/approve', { params: { path: { id } }, body: { bookId } })),
  },
};
