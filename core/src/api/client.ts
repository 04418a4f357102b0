import { conditional, data, download, http, multipart, page, type Conditional } from './http';
import type { operations } from './openapi';
import type {
  ActivityItem,
  Author,
  Comment,
  LikeResult,
  Notification,
  ReportInput,
  ReportReceipt,
  ReportGroup,
  ResolveReportInput,
  SuspensionInput,
  AuthorInput,
  AuthorSort,
  AuthResult,
  Book,
  BookCounts,
  BookDetail,
  BookInput,
  BookPage,
  BookQuery,
  FeedMeta,
  FollowResult,
  FriendOnBook,
  Genre,
  GenreInput,
  ImportConfirmInput,
  ImportPreview,
  ImportStatus,
  PageMeta,
  PrivacyInput,
  ProfileInput,
  ReaderProfile,
  ReaderSummary,
  ReadingGoal,
  ReadingListEntry,
  ReadingListUpdate,
  ReadingStatus,
  RegisterInput,
  Review,
  ReviewInput,
  ReviewUpdate,
  Role,
  Stats,
  SuggestResult,
  Suggestion,
  SuggestionApproval,
  SuggestionQuery,
  SuggestedReader,
  TokenResult,
  UploadResult,
  User,
  UserStats,
  YearStats,
} from './types';

export { ApiError, configureApiClient, errorMessage, getApiBaseUrl, type Conditional } from './http';

export type ReviewQuery = NonNullable<operations['ReviewsController_list']['parameters']['query']>;
export type UserQuery = NonNullable<operations['UsersController_list']['parameters']['query']>;
export type AuthorQuery = NonNullable<operations['AuthorsController_list']['parameters']['query']>;
/** A page of a reader's followers, of whom they follow, or of the caller's follow requests. */
export type PageQuery = NonNullable<operations['FollowsController_followers']['parameters']['query']>;
export type ReaderReviewsQuery = NonNullable<operations['ReadersController_reviews']['parameters']['query']>;
export type ReaderListQuery = NonNullable<operations['ReadersController_readingList']['parameters']['query']>;
export type CommentQuery = NonNullable<operations['CommentsController_list']['parameters']['query']>;
export type NotificationQuery = NonNullable<operations['NotificationsController_list']['parameters']['query']>;
export type ReportQuery = NonNullable<operations['ReportsController_list']['parameters']['query']>;
export type FeedQuery = NonNullable<operations['FeedController_list']['parameters']['query']>;
/** Which books the counts of an answer count: published (the default) or, for an administrator, every status. */
export type CountsQuery = { counts?: BookCounts };

export interface ReviewStats {
  total: number;
  averageRating: number;
  distribution: [number, number, number, number, number];
}

/**
 * The browser's IANA time zone, sent with the calls that date something as a day: reading dates are calendar days
 * (the API sets "today" as the day it is where the reader is), My Year's goal schedule counts the days up to that
 * today, and the export's Date Added is the day a book was added there. Undefined (the API then takes UTC) when the browser cannot tell.
 */
function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Every call of the product (spec section 7), typed against the API's document. Each returns the envelope's `data`. */
export const api = {
  auth: {
    register: (input: RegisterInput): Promise<AuthResult> =>
      data(http.post('/api/auth/register', { body: input, anonymous: true })),
    login: (email: string, password: string): Promise<AuthResult> =>
      data(http.post('/api/auth/login', { body: { email, password }, anonymous: true })),
    me: (signal?: AbortSignal): Promise<User> => data(http.get('/api/auth/me', { signal })),
    updateProfile: (input: ProfileInput): Promise<User> => data(http.put('/api/auth/profile', { body: input })),
    changePassword: (currentPassword: string, newPassword: string): Promise<TokenResult> =>
      data(http.put('/api/auth/change-password', { body: { currentPassword, newPassword } })),
    /** Ends every session of the user on the server (their tokens stop working). */
    logout: (): Promise<null> => data(http.post('/api/auth/logout')),
    /** A fresh token for the current, still valid one. */
    refresh: (): Promise<TokenResult> => data(http.post('/api/auth/refresh')),
    updateAvatar: (avatar: string): Promise<User> => data(http.put('/api/auth/avatar', { body: { avatar } })),
    /** Who sees the reader's list, goal and activity, and whether followers need approval (each field optional). */
    updatePrivacy: (privacy: PrivacyInput): Promise<User> => data(http.put('/api/auth/privacy', { body: privacy })),
    /** Deletes the account and everything of it for good, given the current password; every session ends. */
    deleteAccount: (password: string): Promise<null> => data(http.delete('/api/auth/account', { body: { password } })),
  },
  users: {
    /** @deprecated The first page only since GET /users pages (core 1.2): use `users.page`. Kept for remotes built against core 1.1. */
    list: (): Promise<User[]> => data(http.get('/api/users')),
    /** Admin: a page of users, newest first, searched (username or email) and filtered by role on the server. */
    page: (query: UserQuery = {}, signal?: AbortSignal): Promise<{ items: User[]; meta: PageMeta }> =>
      page(http.get('/api/users', { params: { query }, signal })),
    /** Admin: the number of users, administrators and regular users. */
    stats: (signal?: AbortSignal): Promise<UserStats> => data(http.get('/api/users/stats', { signal })),
    updateRole: (id: string, role: Role): Promise<User> =>
      data(http.put('/api/users/{id}/role', { params: { path: { id } }, body: { role } })),
    /** Admin: suspends a user for whole days (null: until lifted); their sessions end at once. Never oneself nor the last administrator. */
    suspend: (id: string, input: SuspensionInput): Promise<User> =>
      data(http.put('/api/users/{id}/suspension', { params: { path: { id } }, body: input })),
    /** Admin: lifts a user's suspension. */
    lift: (id: string): Promise<User> => data(http.delete('/api/users/{id}/suspension', { params: { path: { id } } })),
  },
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
    list: (query: ReviewQuery = {}, signal?: AbortSignal): Promise<{ items: Review[]; meta: PageMeta }> =>
      page(http.get('/api/reviews', { params: { query }, signal })),
    // A five-tuple here, an array in the document (see books.get).
    stats: (book?: string) =>
      data(http.get('/api/reviews/stats', { params: { query: { book } } })) as Promise<ReviewStats>,
    create: (input: ReviewInput): Promise<Review> => data(http.post('/api/reviews', { body: input })),
    update: (id: string, input: ReviewUpdate): Promise<Review> =>
      data(http.put('/api/reviews/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/reviews/{id}', { params: { path: { id } } })),
  },
  readingList: {
    list: (signal?: AbortSignal): Promise<ReadingListEntry[]> => data(http.get('/api/reading-list', { signal })),
    add: (bookId: string, status: ReadingStatus): Promise<ReadingListEntry> =>
      data(http.post('/api/reading-list', { body: { bookId, status, timeZone: readerTimeZone() } })),
    /** A status and/or reading dates (days, "YYYY-MM-DD"). */
    update: (id: string, changes: ReadingListUpdate): Promise<ReadingListEntry> =>
      data(
        http.put('/api/reading-list/{id}', {
          params: { path: { id } },
          body: { timeZone: readerTimeZone(), ...changes },
        }),
      ),
    remove: (id: string): Promise<null> => data(http.delete('/api/reading-list/{id}', { params: { path: { id } } })),
    /** "My year": the figures of the books the reader finished in `year`, with the goal's progress. */
    year: (year: number, signal?: AbortSignal): Promise<YearStats> =>
      data(
        http.get('/api/reading-list/years/{year}', {
          params: { path: { year }, query: { timeZone: readerTimeZone() } },
          signal,
        }),
      ),
  },
  goals: {
    /** null when no goal is set for the year. */
    get: (year: number, signal?: AbortSignal): Promise<ReadingGoal | null> =>
      data(http.get('/api/goals/{year}', { params: { path: { year } }, signal })),
    set: (year: number, target: number): Promise<ReadingGoal> =>
      data(http.put('/api/goals/{year}', { params: { path: { year } }, body: { target } })),
    clear: (year: number): Promise<null> => data(http.delete('/api/goals/{year}', { params: { path: { year } } })),
  },
  upload: {
    image: (file: File): Promise<UploadResult> =>
      data(http.post('/api/upload/image', { body: multipart('image', file) })),
    remove: (publicId: string): Promise<null> =>
      data(http.delete('/api/upload/image/{id}', { params: { path: { id: publicId } } })),
  },
  stats: {
    /** The site's totals. `query` comes last: callers of core 1.4 pass the signal first. */
    get: (signal?: AbortSignal, query: CountsQuery = {}): Promise<Stats> =>
      data(http.get('/api/stats', { params: { query }, signal })),
  },
  /** Reading-history import: preview a file, confirm it (a background job), poll its status, download its report. */
  imports: {
    preview: (file: File): Promise<ImportPreview> => data(http.post('/api/imports', { body: multipart('file', file) })),
    confirm: (id: string, input: ImportConfirmInput = {}): Promise<ImportStatus> =>
      data(http.post('/api/imports/{id}/confirm', { params: { path: { id } }, body: input })),
    status: (id: string, signal?: AbortSignal): Promise<ImportStatus> =>
      data(http.get('/api/imports/{id}', { params: { path: { id } }, signal })),
    report: (id: string) => download('import-report.csv', '/api/imports/{id}/report.csv', { params: { path: { id } } }),
    /** Suggests unmatched rows of this import to the catalogue's administrators. */
    suggest: (id: string, rows: number[]): Promise<SuggestResult> =>
      data(http.post('/api/imports/{id}/suggestions', { params: { path: { id } }, body: { rows } })),
  },
  /** The signed-in reader's data: Goodreads-compatible CSV, and everything held about them as JSON. */
  exports: {
    csv: () =>
      download('goodreads_library_export.csv', '/api/users/me/export.csv', {
        params: { query: { timeZone: readerTimeZone() } },
      }),
    json: () => download('my-data.json', '/api/users/me/export.json'),
  },
  /** Readers' public profiles (what their privacy lets the caller see) and following them. */
  readers: {
    get: (username: string, signal?: AbortSignal): Promise<ReaderProfile> =>
      data(http.get('/api/readers/{username}', { params: { path: { username } }, signal })),
    /** Their reviews, newest first. */
    reviews: (
      username: string,
      query: ReaderReviewsQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: Review[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/reviews', { params: { path: { username }, query }, signal })),
    /** Their reading list (a 404 when they keep it from the caller). */
    readingList: (
      username: string,
      query: ReaderListQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReadingListEntry[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/reading-list', { params: { path: { username }, query }, signal })),
    followers: (
      username: string,
      query: PageQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/followers', { params: { path: { username }, query }, signal })),
    following: (
      username: string,
      query: PageQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/following', { params: { path: { username }, query }, signal })),
    /** Follows them, or asks to when they approve their followers. */
    follow: (username: string): Promise<FollowResult> =>
      data(http.post('/api/readers/{username}/follow', { params: { path: { username } } })),
    /** Unfollows them, or withdraws a pending request. */
    unfollow: (username: string): Promise<null> =>
      data(http.delete('/api/readers/{username}/follow', { params: { path: { username } } })),
  },
  /** The requests to follow the signed-in reader, oldest first, and their answers. */
  followRequests: {
    list: (query: PageQuery = {}, signal?: AbortSignal): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/follow-requests', { params: { query }, signal })),
    accept: (username: string): Promise<null> =>
      data(http.post('/api/follow-requests/{username}/accept', { params: { path: { username } } })),
    decline: (username: string): Promise<null> =>
      data(http.post('/api/follow-requests/{username}/decline', { params: { path: { username } } })),
  },
  /** Signed in: what the readers the caller follows did, and readers to follow. */
  feed: {
    /** Newest first; the next page is the items `before` the id in `meta.next`. */
    list: async (query: FeedQuery = {}, signal?: AbortSignal): Promise<{ items: ActivityItem[]; meta: FeedMeta }> => {
      const { data: items, meta } = await http.get('/api/feed', { params: { query }, signal });
      return { items, meta };
    },
    /** A few readers the caller does not follow yet: active reviewers of the books on their list. */
    suggestions: (signal?: AbortSignal): Promise<SuggestedReader[]> =>
      data(http.get('/api/feed/suggestions', { signal })),
  },
  /** Signed in: liking a review (never one's own), and which of a book's reviews the caller likes. */
  likes: {
    /** Ids of the caller's liked reviews of the book (the review list itself is the same for everyone). */
    ofBook: (book: string, signal?: AbortSignal): Promise<string[]> =>
      data(http.get('/api/reviews/liked', { params: { query: { book } }, signal })),
    like: (reviewId: string): Promise<LikeResult> =>
      data(http.post('/api/reviews/{id}/like', { params: { path: { id: reviewId } } })),
    unlike: (reviewId: string): Promise<LikeResult> =>
      data(http.delete('/api/reviews/{id}/like', { params: { path: { id: reviewId } } })),
  },
  /** Comments on a review, oldest first: anyone reads them; signed-in readers write; authors edit; authors, the
   * review's author and administrators delete. */
  comments: {
    list: (
      reviewId: string,
      query: CommentQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: Comment[]; meta: PageMeta }> =>
      page(http.get('/api/reviews/{id}/comments', { params: { path: { id: reviewId }, query }, signal })),
    create: (reviewId: string, body: string): Promise<Comment> =>
      data(http.post('/api/reviews/{id}/comments', { params: { path: { id: reviewId } }, body: { body } })),
    update: (id: string, body: string): Promise<Comment> =>
      data(http.put('/api/comments/{id}', { params: { path: { id } }, body: { body } })),
    remove: (id: string): Promise<null> => data(http.delete('/api/comments/{id}', { params: { path: { id } } })),
  },
  /** The readers the signed-in reader blocked, newest first, and blocking (ends follows both ways) or unblocking. */
  blocks: {
    list: (query: PageQuery = {}, signal?: AbortSignal): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/blocks', { params: { query }, signal })),
    block: (username: string): Promise<null> =>
      data(http.post('/api/readers/{username}/block', { params: { path: { username } } })),
    unblock: (username: string): Promise<null> =>
      data(http.delete('/api/readers/{username}/block', { params: { path: { username } } })),
  },
  /** What the signed-in reader is told about, newest first, and its unread count. */
  notifications: {
    list: (query: NotificationQuery = {}, signal?: AbortSignal): Promise<{ items: Notification[]; meta: PageMeta }> =>
      page(http.get('/api/notifications', { params: { query }, signal })),
    /** The unread count; given the ETag of the last answer, `unchanged` (a 304, not an error) while nothing changed. */
    unreadCount: (etag: string | null, signal?: AbortSignal): Promise<Conditional<{ count: number }>> =>
      conditional('/api/notifications/unread-count', etag, signal),
    readAll: (): Promise<null> => data(http.post('/api/notifications/read-all')),
  },
  /** Signed in: reporting a review, a comment or a reader's profile to the administrators. */
  reports: {
    create: (input: ReportInput): Promise<ReportReceipt> => data(http.post('/api/reports', { body: input })),
    /** Admin: reports grouped by item, the open ones oldest first (or the resolved ones, newest first). */
    list: (query: ReportQuery = {}, signal?: AbortSignal): Promise<{ items: ReportGroup[]; meta: PageMeta }> =>
      page(http.get('/api/reports', { params: { query }, signal })),
    /** Admin: dismiss, remove the content, mark a review as containing spoilers, or suspend the item's author. */
    resolve: (kind: ReportGroup['kind'], target: string, input: ResolveReportInput): Promise<null> =>
      data(http.post('/api/reports/{kind}/{target}/resolve', { params: { path: { kind, target } }, body: input })),
    /** Admin: how many items have open reports. */
    openCount: (signal?: AbortSignal): Promise<{ count: number }> =>
      data(http.get('/api/reports/open-count', { signal })),
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
