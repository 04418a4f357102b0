import { trusted, Types, type Connection, type Model } from 'mongoose';
import { BOOKS_COLLECTION, type Book } from '../../catalogue/books/book.schema';
import type { BookNames } from '../../catalogue/books/book-names';
import { toBookView, type BookCardView, type BookRow, type BookView } from '../../catalogue/books/book.view';
import type { EntryBookView } from './reading-list-entry.view';
import { findByIds } from '../../platform/common/find-by-ids';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';
import type { ReadingListEntry } from './reading-list-entry.schema';

type StoredRef = { _id: Types.ObjectId; name: string };

/**
 * The book of a reading-list entry (its BookView without `_id`, which is the entry's `book`): the list shows its card
 * (bookCardOf), "My year" its page count and genres. Kept on the entry so that a reading list reads no book: one
 * scan of the entries instead of one more of the whole catalogue for the `$in` over its books. Written when the entry is created (ReadingListService, ImportWriter), kept current by
 * BookCascades (the book's own fields), ReviewCascades (averageRating, reviewCount), AuthorCascades and GenreCascades
 * (their names), and given to the entries from before by a migration.
 */
export type EntryBookSummary = Omit<
  BookView,
  '_id' | 'author' | 'genres' | 'publishedDate' | 'createdAt' | 'work' | 'workPrimary'
> & {
  author: StoredRef | null;
  genres: StoredRef[];
  publishedDate: Date | null;
  createdAt: Date;
};

const storedRef = (r: { _id: string; name: string }): StoredRef => ({ _id: new Types.ObjectId(r._id), name: r.name });
const viewRef = (r: StoredRef) => ({ _id: String(r._id), name: r.name });

/** The summary of a book with the names of its author and genres it keeps. */
export function toEntryBookSummary(row: BookRow): EntryBookSummary {
  const { _id: _bookId, author, genres, work: _work, workPrimary: _primary, ...fields } = toBookView(row);
  // Dates stay dates in the database (the view's text is made when an entry is shown).
  return {
    ...fields,
    author: author && storedRef(author),
    genres: genres.map(storedRef),
    publishedDate: row.publishedDate ?? null,
    createdAt: row.createdAt,
  };
}

/** The summaries of these books, by book id: one read of the books. */
export async function entryBookSummaries(
  db: Connection,
  bookIds: readonly Types.ObjectId[],
): Promise<Map<string, EntryBookSummary>> {
  const books = await findByIds<Book & BookNames>(db, BOOKS_COLLECTION, bookIds, {});
  return new Map([...books].map(([id, row]) => [id, toEntryBookSummary(row)]));
}

/** The card of a kept summary: what a reading list shows of an entry (200 entries carry no more than they show) and a review of its book. */
export function bookCardOf(
  bookId: Types.ObjectId,
  s: Pick<EntryBookSummary, 'title' | 'coverImage' | 'author' | 'averageRating' | 'reviewCount'>,
): BookCardView {
  return {
    _id: String(bookId),
    title: s.title,
    coverImage: s.coverImage,
    author: s.author && viewRef(s.author),
    averageRating: s.averageRating,
    reviewCount: s.reviewCount,
  };
}

/**
 * What a reading list (or "My year") shows of an entry's book: its card while the book is published; once it is not
 * (draft, archived: its page is a 404), only its id and title, as no longer available.
 */
export function entryBookOf(
  bookId: Types.ObjectId,
  s: Pick<EntryBookSummary, 'title' | 'coverImage' | 'author' | 'averageRating' | 'reviewCount' | 'status' | 'format'>,
): EntryBookView {
  if (!isAvailable(s)) return { _id: String(bookId), title: s.title, available: false };
  return {
    _id: String(bookId),
    title: s.title,
    available: true,
    coverImage: s.coverImage,
    author: s.author && viewRef(s.author),
    averageRating: s.averageRating,
    reviewCount: s.reviewCount,
    format: s.format ?? null,
  };
}

/** A book readers may still see: published. (Admins see drafts elsewhere; a reading list shows every reader the same.) */
export const isAvailable = (s: Pick<EntryBookSummary, 'status'>): boolean => s.status === 'published';

/**
 * The whole book an entry keeps ("My year" shows its page count and genres). Field by field rather than a spread of
 * the stored summary, like bookCardOf: objects of one shape build and serialize about twice as fast (1 ms less for
 * the 200 entries of a reading list, when it answered whole books).
 */
export function bookViewOf(bookId: Types.ObjectId, s: EntryBookSummary): Omit<BookView, 'work' | 'workPrimary'> {
  return {
    _id: String(bookId),
    title: s.title,
    coverImage: s.coverImage,
    author: s.author && viewRef(s.author),
    genres: s.genres.map(viewRef),
    description: s.description,
    publishedDate: isoDateOrNull(s.publishedDate),
    publisher: s.publisher,
    language: s.language,
    pageCount: s.pageCount,
    status: s.status,
    averageRating: s.averageRating,
    reviewCount: s.reviewCount,
    ...(s.isbn ? { isbn: s.isbn } : {}),
    isbn10: s.isbn10 ?? null,
    isbn13: s.isbn13 ?? null,
    format: s.format ?? null,
    createdAt: isoDate(s.createdAt),
  };
}

/**
 * Only documents (entries, reviews) that have a summary: a partial `$set` on one without would leave it a summary with two fields.
 * trusted(): the global sanitizeFilter would neutralise our own operator.
 */
export const hasSummary = () => ({ bookSummary: trusted({ $exists: true }) });

/** Books per read when many summaries are rewritten at once (the embedded database tests `$in` against each book). */
const REFRESH_CHUNK = 100;

/**
 * Rewrites the summary kept by every document of `model` of these books from the books as they are now (after a
 * change of a book): per 100 books, one read of the books (which keep their names), then one command with an
 * update per book. `kept` makes the summary a document keeps from the whole one (reviews keep a card); `onlyMissing`:
 * only documents without a summary (their migration). Their `updatedAt` stays: their writer changed nothing.
 */
export async function refreshKeptBookSummaries<T extends { book: Types.ObjectId }, S>(
  model: Model<T>,
  bookIds: readonly Types.ObjectId[],
  { kept, onlyMissing = false }: { kept: (summary: EntryBookSummary) => S; onlyMissing?: boolean },
): Promise<void> {
  const unique = [...new Map(bookIds.map((id) => [String(id), id])).values()];
  for (let i = 0; i < unique.length; i += REFRESH_CHUNK) {
    const summaries = await entryBookSummaries(model.db, unique.slice(i, i + REFRESH_CHUNK));
    if (summaries.size === 0) continue;
    await model.bulkWrite(
      [...summaries].map(([book, summary]) => ({
        updateMany: {
          filter: { book: new Types.ObjectId(book), ...(onlyMissing ? { bookSummary: { $exists: false } } : {}) },
          update: { $set: { bookSummary: kept(summary) } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
  }
}

/** The entries of these books show them as they are now (see refreshKeptBookSummaries). */
export function refreshEntryBookSummaries(
  entries: Model<ReadingListEntry>,
  bookIds: readonly Types.ObjectId[],
  onlyMissing = false,
): Promise<void> {
  return refreshKeptBookSummaries(entries, bookIds, { kept: (summary) => summary, onlyMissing });
}
