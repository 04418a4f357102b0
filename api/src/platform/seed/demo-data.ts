/*
 * The demo catalogue loaded into an empty database (see seed.ts), one JSON file per collection in data/. Everything in
 * it is invented. Documents refer to each other by name (a book to its author and genres, a review and a reading-list
 * entry to their reader and book); dates are days before the seeding, so the demo always looks recent.
 */
import type { BookFormat, BookStatus } from '../../catalogue/books/book.schema';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import type { UserRole } from '../../accounts/users/user.schema';
import authors from './data/authors.json';
import books from './data/books.json';
import editions from './data/editions.json';
import genres from './data/genres.json';
import readingList from './data/reading-list.json';
import reviews from './data/reviews.json';
import series from './data/series.json';
import users from './data/users.json';

export interface DemoGenre {
  name: string;
  description: string;
}

export interface DemoAuthor {
  name: string;
  nationality: string;
  /** A calendar day, YYYY-MM-DD. */
  birthDate: string;
  biography: string;
  createdDaysAgo: number;
}

export interface DemoUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  bio: string;
  role: UserRole;
  /** Whether the reader has a (generated) avatar: not every reader does, as in real life. */
  avatar: boolean;
  createdDaysAgo: number;
}

export interface DemoBook {
  title: string;
  /** The author's name. */
  author: string;
  /** The genres' names. */
  genres: string[];
  description: string;
  publisher: string;
  language: string;
  pageCount: number;
  /** A calendar day, YYYY-MM-DD. */
  publishedDate: string;
  status?: BookStatus;
  isbn: string;
  format?: BookFormat;
  createdDaysAgo: number;
}

/**
 * Another edition of a demo book's work: the book's title, author, genres, description and cover, with its own
 * format, ISBN, publisher, language, pages and date.
 */
export interface DemoEdition {
  /** The title of the demo book whose work it is an edition of. */
  book: string;
  format: BookFormat;
  publisher: string;
  language: string;
  /** None for an audiobook. */
  pageCount?: number;
  /** A calendar day, YYYY-MM-DD. */
  publishedDate: string;
  isbn: string;
  createdDaysAgo: number;
}

export interface DemoReview {
  /** The book's title and the reader's username. */
  book: string;
  user: string;
  /** The format of the edition (DemoEdition) it was written about; absent: the book itself. */
  edition?: BookFormat;
  rating: number;
  title: string;
  content: string;
  createdDaysAgo: number;
}

export interface DemoEntry {
  /** The reader's username and the book's title. */
  user: string;
  book: string;
  /** The format of the edition (DemoEdition) the reader has; absent: the book itself. */
  edition?: BookFormat;
  status: ReadingStatus;
  addedDaysAgo: number;
  /** Started this many days after adding it (null: not started); a date never later than the seeding. */
  startedDaysLater: number | null;
  /** Finished this many days after starting (null: not finished). */
  finishedDaysLater: number | null;
}

export interface DemoSeries {
  name: string;
  description: string;
  /** The books' titles, each with its position in reading order. */
  entries: { book: string; position: number }[];
}

export const GENRES: DemoGenre[] = genres;
export const AUTHORS: DemoAuthor[] = authors;
export const USERS = users as DemoUser[];
export const BOOKS = books as DemoBook[];
export const EDITIONS = editions as DemoEdition[];
export const REVIEWS = reviews as DemoReview[];
export const READING_LIST = readingList as DemoEntry[];
export const SERIES: DemoSeries[] = series;
