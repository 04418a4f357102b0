/**
 * The API's read and write shapes, as the frontends use them (spec section 3 and 7).
 * The API's OpenAPI document is the source of truth: `openapi.test.ts` fails when these drift from it.
 */

export type Role = 'user' | 'admin';
export type BookStatus = 'published' | 'draft' | 'archived';
export type ReadingStatus = 'wishlist' | 'reading' | 'completed' | 'favourite' | 'abandoned';

export type BookSort = '-averageRating' | 'title' | '-title' | '-publishedDate' | 'publishedDate' | '-reviewCount';
export type AuthorSort = 'name' | '-name' | '-bookCount' | 'bookCount' | '-createdAt';

export interface User {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  bio: string;
  avatar: string;
  role: Role;
  createdAt: string;
  lastLogin: string | null;
}

export interface NamedRef {
  _id: string;
  name: string;
}

export interface Book {
  _id: string;
  title: string;
  coverImage: string;
  /** null when the author was deleted. */
  author: NamedRef | null;
  genres: NamedRef[];
  description: string;
  publishedDate: string | null;
  publisher: string;
  language: string;
  pageCount: number | null;
  status: BookStatus;
  averageRating: number;
  reviewCount: number;
  /** Normalised ISBN-10 or ISBN-13 (digits, an ISBN-10 may end in X); absent when the book has none. */
  isbn?: string;
  createdAt: string;
}

/** GET /books/:id adds the count of reviews per star (index 0 = 1 star ... index 4 = 5 stars). */
export interface BookDetail extends Book {
  ratingHistogram: [number, number, number, number, number];
}

export interface BookInput {
  title: string;
  author: string;
  description?: string;
  genres?: string[];
  coverImage: string;
  publishedDate?: string;
  publisher?: string;
  language?: string;
  pageCount?: number;
  status?: BookStatus;
  /** ISBN-10 or ISBN-13, hyphens and spaces allowed (stored without them); null or "" clears it. Unique (409). */
  isbn?: string | null;
}

export interface Author {
  _id: string;
  name: string;
  nationality: string;
  birthDate: string | null;
  biography: string;
  avatar: string;
  bookCount: number;
  createdAt: string;
}

export interface AuthorInput {
  name: string;
  nationality?: string;
  birthDate?: string;
  biography?: string;
  avatar?: string;
}

export interface Genre {
  _id: string;
  name: string;
  description: string;
  bookCount: number;
  createdAt: string;
}

export interface GenreInput {
  name: string;
  description?: string;
}

export interface ReviewBookSummary {
  _id: string;
  title: string;
  coverImage: string;
  author: { _id: string; name: string } | null;
  averageRating: number;
  reviewCount: number;
}

export interface Review {
  _id: string;
  /** null when the book was deleted (reviews of deleted books are removed, so only transiently). */
  book: ReviewBookSummary | null;
  user: { _id: string; username: string; avatar?: string } | null;
  rating: number;
  title: string;
  content: string;
  /** The text reveals the plot: other readers see it only after choosing to. */
  spoiler: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewInput {
  book: string;
  rating: number;
  title: string;
  content: string;
  spoiler?: boolean;
}

export type ReviewUpdate = Partial<Omit<ReviewInput, 'book'>>;

export interface ReadingListEntry {
  _id: string;
  book: Book;
  status: ReadingStatus;
  /** Set on moving to Currently Reading, editable by the reader. */
  startedAt: string | null;
  /** Set on moving to Completed, editable by the reader; never before startedAt. */
  finishedAt: string | null;
  /** The reader's own rating kept without a review (imported). */
  rating: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A status and/or reading dates (ISO dates; null clears one). */
export interface ReadingListUpdate {
  status?: ReadingStatus;
  startedAt?: string | null;
  finishedAt?: string | null;
}

/** A reader's goal for a year: a number of books (1 to 1,000). */
export interface ReadingGoal {
  year: number;
  target: number;
  updatedAt: string;
}

export interface YearBook {
  _id: string;
  title: string;
  coverImage: string;
  author: NamedRef | null;
  pageCount: number | null;
  finishedAt: string;
}

/** "My year": figures of the books a reader finished in a year, computed by the server. */
export interface YearStats {
  year: number;
  booksFinished: number;
  pagesFinished: number;
  /** Twelve months, January first. */
  months: { month: number; books: number; pages: number }[];
  /** Most read first; share = books / booksFinished (a book may have several genres). */
  genres: { _id: string; name: string; books: number; share: number }[];
  averageRating: number | null;
  ratedBooks: number;
  longestBook: YearBook | null;
  shortestBook: YearBook | null;
  topAuthor: (NamedRef & { books: number }) | null;
  /** Every book finished that year, in finish order. */
  books: YearBook[];
  /** null when no goal is set; aheadBy > 0 ahead of schedule, < 0 behind. */
  goal: { goal: ReadingGoal; finished: number; expectedByNow: number; aheadBy: number; percent: number } | null;
  /** Years with finished books, the current one and the requested one, newest first. */
  years: number[];
}

export interface Stats {
  totalBooks: number;
  totalUsers: number;
  totalReviews: number;
  totalAuthors: number;
}

export interface AuthResult {
  token: string;
  user: User;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export interface ProfileInput {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  bio?: string;
  /** Required by the server when the email changes. */
  currentPassword?: string;
}

/** What change-password and refresh return: the token that continues this session. */
export interface TokenResult {
  token: string;
}

export interface UploadResult {
  imageUrl: string;
  url: string;
  publicId: string;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}

export interface BookQuery {
  search?: string;
  genre?: string;
  author?: string;
  sort?: BookSort;
  limit?: number;
  page?: number;
  /** Admin only: include draft and archived books (visitors only ever see published ones). */
  status?: BookStatus | 'all';
}

export interface BookPage {
  items: Book[];
  meta: PageMeta;
}

/** Reading-history import (issue 13). */
export type ImportFormat = 'goodreads' | 'storygraph';

/** A catalogue book as an import row shows it. */
export interface BookSummary {
  _id: string;
  title: string;
  /** The author's name; null when the author was deleted. */
  author: string | null;
  coverImage: string;
  isbn?: string;
}

/** One data row of an imported file. Dates are YYYY-MM-DD. */
export interface ImportRow {
  /** 1-based number of the data row (the header is row 0). */
  row: number;
  title: string;
  author: string;
  isbn?: string;
  /** The reading-list status the row maps to; null when the row has no shelf the product knows. */
  status: ReadingStatus | null;
  rating?: number;
  hasReview: boolean;
  spoiler?: boolean;
  dateRead?: string;
  dateAdded?: string;
  year?: number;
  pages?: number;
  publisher?: string;
  /** The matched catalogue book (matched rows). */
  book?: BookSummary;
  /** The books the row could be (ambiguous rows): the reader picks one or skips the row. */
  candidates?: BookSummary[];
}

/** POST /imports: what the file would do; nothing is written yet. */
export interface ImportPreview {
  id: string;
  format: ImportFormat;
  total: number;
  matched: ImportRow[];
  ambiguous: ImportRow[];
  unmatched: ImportRow[];
}

export type ImportState = 'preview' | 'running' | 'done' | 'failed';

export interface ImportReport {
  added: number;
  updated: number;
  skipped: number;
  unmatched: number;
  unmatchedRows: ImportRow[];
}

/** POST /imports/:id/confirm and GET /imports/:id (polled while running). */
export interface ImportStatus {
  id: string;
  status: ImportState;
  processed: number;
  total: number;
  /** Once done. */
  report?: ImportReport;
  /** Why a failed import failed. */
  failure?: string;
}

/** Choices for ambiguous rows, by row number: a candidate book id, or null to skip the row. */
export interface ImportConfirmInput {
  choices?: Record<string, string | null>;
}

export interface SuggestResult {
  /** Number of rows suggested (rows suggested before count once). */
  suggested: number;
}

export type SuggestionSort = '-createdAt' | '-count';

export interface SuggestionQuery {
  /** Newest first (default) or most requested first. */
  sort?: SuggestionSort;
  page?: number;
  limit?: number;
}

/** A book readers asked for (admin Suggestions screen): the same book suggested by several readers is one suggestion. */
export interface Suggestion {
  _id: string;
  title: string;
  author: string;
  isbn?: string;
  year?: number;
  pages?: number;
  publisher?: string;
  /** How many readers suggested it. */
  count: number;
  createdAt: string;
}

export interface SuggestionApproval {
  /** Number of readers whose imported row now points at the new book. */
  linked: number;
}

/** A file downloaded from the API (export, import report). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}
