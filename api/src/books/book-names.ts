import { trusted, type Connection, type Model } from 'mongoose';
import { backfillMissing } from '../common/backfill';
import { AUTHORS_COLLECTION } from '../authors/author.schema';
import { findByIds, type WithId } from '../common/find-by-ids';
import { GENRES_COLLECTION } from '../genres/genre.schema';
import type { Book, NamedRef } from './book.schema';

/**
 * The names a book shows beside its references (its author's name, its genres' names), kept on the book so that the
 * catalogue, a book's page, a search and a review's book summary read no author or genre. Written with the book
 * (BooksService), kept current by AuthorCascades and GenreCascades, and given to books written before they were kept
 * by backfillBookNames() at start; a book not yet backfilled has them read (withKeptNames).
 */
export type BookNames = { authorName: string | null; genreRefs: NamedRef[] };

type Refs = Pick<Book, 'author' | 'genres'>;

export const hasKeptNames = (b: Partial<BookNames>): b is BookNames =>
  b.authorName !== undefined && Array.isArray(b.genreRefs);

/**
 * The names of these books' authors and genres: one read of the authors and one of the genres, side by side.
 * An author or a genre that does not exist has no name: the book then shows no author, and not that genre.
 */
export async function readBookNames(db: Connection, books: readonly Refs[]): Promise<(book: Refs) => BookNames> {
  const [authors, genres] = await Promise.all([
    findByIds<NamedRef>(
      db,
      AUTHORS_COLLECTION,
      books.flatMap((b) => (b.author ? [b.author] : [])),
      { name: 1 },
    ),
    findByIds<NamedRef>(
      db,
      GENRES_COLLECTION,
      books.flatMap((b) => b.genres ?? []),
      { name: 1 },
    ),
  ]);
  return (book) => ({
    authorName: (book.author && authors.get(String(book.author))?.name) ?? null,
    // In the book's own order.
    genreRefs: (book.genres ?? []).flatMap((id) => {
      const genre = genres.get(String(id));
      return genre ? [{ _id: genre._id, name: genre.name }] : [];
    }),
  });
}

/** A book's author reference and, once kept on it, the author's name. */
type AuthorRefs = Pick<Book, 'author'> & { authorName?: string | null };

/**
 * The author's name each of these books shows: the name kept on it, or, for a book written before names were kept,
 * read (one read of their authors, none when every book keeps its name). For reads that show only the author.
 */
export async function keptAuthorNames(
  db: Connection,
  books: readonly AuthorRefs[],
): Promise<(book: AuthorRefs) => string | null> {
  const refs = (b: AuthorRefs) => ({ author: b.author, genres: [] });
  const missing = books.filter((b) => b.authorName === undefined);
  const namesOf = missing.length ? await readBookNames(db, missing.map(refs)) : null;
  return (book) => (book.authorName !== undefined ? book.authorName : (namesOf?.(refs(book)).authorName ?? null));
}

/** These books with their names: kept on them, or, for a book written before they were kept, read (one read per collection). */
export async function withKeptNames<B extends WithId<Book>>(db: Connection, books: B[]): Promise<(B & BookNames)[]> {
  const missing = books.filter((b) => !hasKeptNames(b));
  if (missing.length === 0) return books as (B & BookNames)[];
  const namesOf = await readBookNames(db, missing);
  return books.map((b) => (hasKeptNames(b) ? b : { ...b, ...namesOf(b) }));
}

/**
 * Gives their names to books written before names were kept (or by an older API process), at start (main.ts). Each
 * book is written only if it still has no names, so a concurrent edit (which writes them) wins. Returns the number of
 * books it completed.
 */
export function backfillBookNames(books: Model<Book>): Promise<number> {
  const noNames = { genreRefs: trusted({ $exists: false }) };
  return backfillMissing<Book, WithId<Refs>>(books, 'genreRefs', 'author genres', async (batch) => {
    const namesOf = await readBookNames(books.db, batch);
    await books.bulkWrite(
      batch.map((b) => ({
        updateOne: { filter: { _id: b._id, ...noNames }, update: { $set: namesOf(b) }, timestamps: false },
      })),
      { ordered: false },
    );
  });
}
