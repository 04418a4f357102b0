import { BOOK_SORT_ORDERS } from '../catalogue/books/book-sorts';
import type { BookSort } from '../catalogue/books/dto/book.dto';

/**
 * The API requests that are measured and budgeted, in one list: `npm run bench -- scale` times those measured by
 * 'scale' beside their floor (and counts their database commands with --queries), `npm run bench -- api` loads those
 * measured by 'api', and the scan budget (scan-budget.spec.ts) sends every one of them on a small and a larger
 * database, checking that none sends more commands when it lists or rewrites more rows.
 * Plain data and functions only: the benchmark tool loads this file from the TypeScript source.
 */

/** Who sends a request (each benchmark or test signs in its own readers for these roles). */
export type Caller =
  | 'anonymous'
  | 'reader' // the reader whose lists, follows and notifications the requests read (follows many readers)
  | 'otherReader' // another reader, who follows the reader (in `bench scale`: one who follows two)
  | 'blocker' // a reader who has blocked some of those who commented on `review`
  | 'admin';

/** What a request names: ids and names from the data of the benchmark or test that sends it. */
export interface Subjects {
  /** A published book with reviews. */
  book: string;
  author: string;
  genre: string;
  /** The caller 'reader': their username, id and e-mail address. */
  reader: string;
  readerId: string;
  readerEmail: string;
  /** One of the reader's reviews (its rating is changed by a write). */
  readerReview: string;
  /** A review with a full page of comments. */
  review: string;
  /** A published book on the reading lists of readers the reader follows. */
  friendsBook: string;
  /** A series whose entries are the books above. */
  series: string;
  /** A published edition of a work of several editions (another work than `book`'s), with reviews and entries. */
  edition: string;
  year: number;
}

export type Benchmark = 'scale' | 'api';

export interface CatalogueRequest {
  /** As the benchmarks print it: other people compare figures by these labels. */
  label: string;
  caller: Caller;
  path: (s: Subjects) => string;
  /** A write (never sent by the benchmarks): its method and body; `round` makes each round's body a change. */
  write?: { method: 'PUT'; body: (s: Subjects, round: number) => Record<string, unknown> };
  measuredBy?: readonly Benchmark[];
  /** Its answer depends on who asks, even signed out (privacy, blocks): the read cache never keeps it. */
  personal?: boolean;
}

/** The reader's new username after the rename of `round` (the reads of the next round name them by it). */
export const renamedReader = (round: number) => `renamedreader${round}`;

/** A search no other request has asked (`n` counts them): the read cache never answers it, the database does. */
export const distinctSearch = (n: number) => `/api/books?limit=24&search=${n.toString(36)}`;

const scale = ['scale'] as const;
const get = (label: string, caller: Caller, path: (s: Subjects) => string, more: Partial<CatalogueRequest> = {}) => ({
  label,
  caller,
  path,
  ...more,
});
const put = (label: string, caller: Caller, path: (s: Subjects) => string, body: (s: Subjects, r: number) => object) =>
  get(label, caller, path, {
    write: { method: 'PUT', body: body as (s: Subjects, r: number) => Record<string, unknown> },
  });

export const REQUESTS: readonly CatalogueRequest[] = [
  // The catalogue in every order the API accepts (the API's own table, book-sorts.ts).
  ...(Object.keys(BOOK_SORT_ORDERS) as BookSort[]).map((sort) =>
    get(`catalogue page, sort=${sort}`, 'anonymous', () => `/api/books?sort=${sort}`, { measuredBy: scale }),
  ),
  // No author's name contains "river" in the scale seed: the titles alone are searched.
  get('search "river"', 'anonymous', () => '/api/books?search=river', { measuredBy: scale }),
  // The reader app's first catalogue page, a book's page and its reviews: the hottest reads, loaded by `bench api`.
  get('catalogue page, as the reader app asks it', 'anonymous', () => '/api/books?sort=-averageRating&limit=24', {
    measuredBy: ['api'],
  }),
  get("a book's page", 'anonymous', (s) => `/api/books/${s.book}`, { measuredBy: ['scale', 'api'] }),
  get("a book's reviews, as the reader app asks them", 'anonymous', (s) => `/api/reviews?book=${s.book}&total=none`, {
    measuredBy: ['api'],
  }),
  get('its reviews', 'anonymous', (s) => `/api/reviews?book=${s.book}&limit=50`, { measuredBy: scale }),
  // Every review of the site, newest first: Manage Reviews.
  get('admin review listing', 'admin', () => '/api/reviews?limit=50', { measuredBy: scale }),
  // What the screen asks for since it shows no total ("Load more"): the same page, not counted.
  get('admin review listing, not counted', 'admin', () => '/api/reviews?limit=50&total=none', { measuredBy: scale }),
  get('review stats', 'admin', () => '/api/reviews/stats', { measuredBy: scale }),
  get('review stats, anonymous', 'anonymous', () => '/api/reviews/stats', { measuredBy: scale }),
  get('site stats', 'anonymous', () => '/api/stats', { measuredBy: scale }),
  get('reading list (200 entries)', 'reader', () => '/api/reading-list', { measuredBy: scale }),
  // Readers meeting readers: what each shows grows with the readers followed, their activity, lists and reviews.
  get('feed (follows 200)', 'reader', () => '/api/feed?limit=20', { measuredBy: scale }),
  get('feed (follows 2)', 'otherReader', () => '/api/feed?limit=20', { measuredBy: scale }),
  get("a reader's profile", 'anonymous', (s) => `/api/readers/${s.reader}`, { measuredBy: scale, personal: true }),
  get('friends on a book (follows 200)', 'reader', (s) => `/api/books/${s.friendsBook}/friends`, { measuredBy: scale }),
  // Comments leave out those of readers blocked either way, so their answer depends on the caller.
  get("a review's comments (a full page)", 'anonymous', (s) => `/api/reviews/${s.review}/comments?limit=20`, {
    measuredBy: scale,
    personal: true,
  }),
  get("a review's comments, signed in (a full page)", 'reader', (s) => `/api/reviews/${s.review}/comments?limit=20`, {
    measuredBy: scale,
  }),
  get('notifications (a full page)', 'reader', () => '/api/notifications?limit=20', { measuredBy: scale }),

  // Budgeted by the scan budget only.
  get('readers to follow', 'reader', () => '/api/feed/suggestions'),
  get("a reader's profile, signed in", 'otherReader', (s) => `/api/readers/${s.reader}`),
  get("a reader's reading list", 'otherReader', (s) => `/api/readers/${s.reader}/reading-list`),
  get("a reader's reviews (profile)", 'anonymous', (s) => `/api/readers/${s.reader}/reviews`),
  get('followers', 'anonymous', (s) => `/api/readers/${s.reader}/followers`),
  get('following', 'anonymous', (s) => `/api/readers/${s.reader}/following`),
  get('unread notifications', 'reader', () => '/api/notifications/unread-count'),
  get('open reports (admin)', 'admin', () => '/api/reports?limit=20'),
  get('resolved reports (admin)', 'admin', () => '/api/reports?status=resolved&limit=20'),
  get('open report count (admin)', 'admin', () => '/api/reports/open-count'),
  get(
    "a review's comments, by a reader who blocked some",
    'blocker',
    (s) => `/api/reviews/${s.review}/comments?limit=20`,
  ),
  get("a book's reviews, most liked", 'anonymous', (s) => `/api/reviews?book=${s.book}&sort=-likeCount&limit=20`),
  get("the caller's liked reviews of a book", 'otherReader', (s) => `/api/reviews/liked?book=${s.book}`),
  get('blocked readers', 'blocker', () => '/api/blocks?limit=20'),
  get('catalogue of a genre', 'anonymous', (s) => `/api/books?genre=${s.genre}&limit=20`),
  get("an author's books", 'anonymous', (s) => `/api/books?author=${s.author}&limit=20`),
  // Works and editions (measured by `bench scale` in scale-works.mjs, on a work of five editions).
  get("a work's editions", 'anonymous', (s) => `/api/books/${s.edition}/editions`),
  get('every edition (admin)', 'admin', () => '/api/books?editions=all&limit=20'),
  get('group preview (two works)', 'admin', (s) => `/api/works/group-preview?keep=${s.edition}&add=${s.book}`),
  // Measured by `bench scale` in scale-works.mjs, on two much-reviewed books.
  get('merge preview (two books)', 'admin', (s) => `/api/merges/preview?kind=books&keep=${s.edition}&merge=${s.book}`),
  get('every status (admin)', 'admin', () => '/api/books?status=all&limit=20'),
  get("a book's review stats", 'anonymous', (s) => `/api/reviews/stats?book=${s.book}`),
  get("a reader's reviews", 'anonymous', (s) => `/api/reviews?user=${s.readerId}&limit=20`),
  get('review search (admin)', 'admin', () => '/api/reviews?search=good&limit=20'),
  get('authors', 'anonymous', () => '/api/authors?limit=20'),
  get("an author's page", 'anonymous', (s) => `/api/authors/${s.author}`),
  get('genres', 'anonymous', () => '/api/genres'),
  get('series', 'anonymous', () => '/api/series?limit=20'),
  get("a series' page", 'anonymous', (s) => `/api/series/${s.series}`),
  get("a series' page, signed in (the reader's statuses)", 'reader', (s) => `/api/series/${s.series}`),
  get("a book's series", 'anonymous', (s) => `/api/books/${s.book}/series`),
  get("an author's series", 'anonymous', (s) => `/api/authors/${s.author}/series`),
  get("a genre's page", 'anonymous', (s) => `/api/genres/${s.genre}`),
  get('users (admin)', 'admin', () => '/api/users?limit=20'),
  get('user stats (admin)', 'admin', () => '/api/users/stats'),
  get('my year', 'reader', (s) => `/api/reading-list/years/${s.year}?timeZone=UTC`),
  get('export (CSV)', 'reader', () => '/api/users/me/export.csv'),
  get('export (JSON)', 'reader', () => '/api/users/me/export.json'),
  get('signed-in user', 'reader', () => '/api/auth/me'),
  // Writes whose cascades rewrite what keeps a copy of their names (books, reviews, entries).
  put(
    'rename a book',
    'admin',
    (s) => `/api/books/${s.book}`,
    (_, round) => ({ title: `Renamed Book ${round}` }),
  ),
  put(
    'rename the author',
    'admin',
    (s) => `/api/authors/${s.author}`,
    (_, round) => ({ name: `Renamed Author ${round}` }),
  ),
  put(
    'rename the genre',
    'admin',
    (s) => `/api/genres/${s.genre}`,
    (_, round) => ({ name: `Renamed Genre ${round}` }),
  ),
  put(
    'rename the reader',
    'reader',
    () => '/api/auth/profile',
    (s, round) => ({ username: renamedReader(round), email: s.readerEmail }),
  ),
  // Rewrites the book's rating, kept on every review and entry of it.
  put(
    "change a review's rating",
    'reader',
    (s) => `/api/reviews/${s.readerReview}`,
    (_, round) => ({
      rating: ((round + 1) % 5) + 1,
    }),
  ),
];

/** The requests a benchmark measures, in the catalogue's order. */
export const measuredBy = (benchmark: Benchmark) => REQUESTS.filter((r) => r.measuredBy?.includes(benchmark));
