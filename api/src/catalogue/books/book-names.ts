import type { Connection } from 'mongoose';
import { AUTHORS_COLLECTION } from '../authors/author.schema';
import { findByIds } from '../../platform/common/find-by-ids';
import { GENRES_COLLECTION } from '../genres/genre.schema';
import type { Book, NamedRef } from './book.schema';

/**
 * The names a book shows beside its references (its author's name, its genres' names), kept on the book so that the
 * catalogue, a book's page, a search and a review's book summary read no author or genre. Written with the book
 * (BooksService), kept current by AuthorCascades and GenreCascades (given to the books from before by a migration).
 */
export type BookNames = { authorName: string | null; genreRefs: NamedRef[] };

type Refs = Pick<Book, 'author' | 'genres'>;

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
