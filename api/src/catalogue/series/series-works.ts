import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import type { Collections } from '../../platform/database/collections';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import type { BookRow } from '../books/book.view';

/*
 * Where a series meets the catalogue: a series entry names a work, and every step from a work to the book that shows
 * it (and back) is in this file, one query per collection whatever the number of works. Before works exist a book is
 * its own work (a work's id is its single edition's id); once books carry `work` and `workPrimary`, each query below
 * changes in one line, as its comment says.
 */

type Id = Types.ObjectId | string;
const ids = (works: Id[]) => [...new Set(works.map(String))].map((w) => new Types.ObjectId(w));

/** The work a book stands for: today the book itself. */
export function workOfBook(book: { _id: Id }): Types.ObjectId {
  // With works: `book.work`.
  return new Types.ObjectId(String(book._id));
}

/**
 * The book that shows each of these works in the catalogue, by the work's id (a work none shows is absent), in one
 * read of the books.
 */
export async function booksForWorks(db: Collections, works: Id[]): Promise<Map<string, BookRow>> {
  if (works.length === 0) return new Map();
  // With works: `{ work: trusted({ $in: ids(works) }), workPrimary: true }`.
  const rows = await db.books.find({ _id: trusted({ $in: ids(works) }) }).lean<BookRow[]>();
  return new Map(rows.map((b) => [String(workOfBook(b)), b]));
}

/** The works of an author's books (every status: the series' own read leaves out what the caller may not see). */
export async function worksOfAuthor(db: Collections, author: Id): Promise<Types.ObjectId[]> {
  // With works: `.select('work')`, and `workOfBook` reads it.
  const books = await db.books
    .find({ author: new Types.ObjectId(String(author)) })
    .select('_id')
    .lean();
  return books.map(workOfBook);
}

/** The reader's reading-list status of each of these works (a work not on their list is absent), in one read. */
export async function statusesForWorks(
  db: Collections,
  user: AuthUser,
  works: Id[],
): Promise<Map<string, ReadingStatus>> {
  if (works.length === 0) return new Map();
  // With works: an entry per (reader, work), `{ user, work: { $in } }` keyed by its `work`.
  const entries = await db.readingList
    .find({ user: new Types.ObjectId(user.id), book: trusted({ $in: ids(works) }) })
    .select('book status')
    .lean();
  return new Map(entries.map((e) => [String(e.book), e.status]));
}
