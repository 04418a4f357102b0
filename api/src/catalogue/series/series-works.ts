import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import type { Collections } from '../../platform/database/collections';
import type { ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import type { BookRow } from '../books/book.view';

/*
 * Where a series meets the catalogue: a series entry names a work (the `work` its editions share), and every step from
 * a work to the book that shows it (its primary edition) and back is in this file, one query per collection whatever
 * the number of works.
 */

type Id = Types.ObjectId | string;
const ids = (works: Id[]) => [...new Set(works.map(String))].map((w) => new Types.ObjectId(w));

/** The work a book is an edition of. */
export function workOfBook(book: { work: Id }): Types.ObjectId {
  return new Types.ObjectId(String(book.work));
}

/**
 * The book that shows each of these works in the catalogue, by the work's id (a work none shows is absent), in one
 * read of the books.
 */
export async function booksForWorks(db: Collections, works: Id[]): Promise<Map<string, BookRow>> {
  if (works.length === 0) return new Map();
  const rows = await db.books.find({ work: trusted({ $in: ids(works) }), workPrimary: true }).lean<BookRow[]>();
  return new Map(rows.map((b) => [String(workOfBook(b)), b]));
}

/**
 * The works these ids name: each id is a work's, or else one of its editions' (a book picked from the catalogue is
 * any edition of its work), in one read of the books. An id that names neither is absent; a merged record names
 * nothing.
 */
export async function worksNamed(db: Collections, named: Id[]): Promise<Map<string, Types.ObjectId>> {
  if (named.length === 0) return new Map();
  const wanted = trusted({ $in: ids(named) });
  const rows = await db.books
    .find({ $or: [{ work: wanted }, { _id: wanted }], mergedInto: trusted({ $exists: false }) })
    .select('_id work')
    .lean();
  const works = new Map<string, Types.ObjectId>();
  for (const row of rows) works.set(String(row._id), row.work);
  // A work's own id wins over an edition that happens to share it (a work of one edition has its book's id).
  for (const row of rows) works.set(String(row.work), row.work);
  return works;
}

/** The works of an author's books (every status: the series' own read leaves out what the caller may not see). */
export async function worksOfAuthor(db: Collections, author: Id): Promise<Types.ObjectId[]> {
  const books = await db.books
    .find({ author: new Types.ObjectId(String(author)) })
    .select('work')
    .lean();
  // One id per work, however many of its editions are the author's.
  return ids(books.map(workOfBook));
}

/** The reader's reading-list status of each of these works (a work not on their list is absent), in one read. */
export async function statusesForWorks(
  db: Collections,
  user: AuthUser,
  works: Id[],
): Promise<Map<string, ReadingStatus>> {
  if (works.length === 0) return new Map();
  const entries = await db.readingList
    .find({ user: new Types.ObjectId(user.id), work: trusted({ $in: ids(works) }) })
    .select('work status')
    .lean();
  return new Map(entries.map((e) => [String(e.work), e.status]));
}
