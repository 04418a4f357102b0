import { trusted, type Types } from 'mongoose';
import type { Book } from '../../catalogue/books/book.schema';
import { readBookNames } from '../../catalogue/books/book-names';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

type Row = Pick<Book, 'author' | 'genres'> & { _id: Types.ObjectId };

/**
 * Books get the names of their author and genres (authorName, genreRefs), kept on them since. Each book is written
 * only if it still has no names, so a concurrent edit (which writes them) wins.
 */
export const bookNames: Migration = {
  name: '0003-book-names',
  up(db) {
    const noNames = { genreRefs: trusted({ $exists: false }) };
    return eachMissing<Book, Row>(db.books, 'genreRefs', 'author genres', async (batch) => {
      const namesOf = await readBookNames(db.connection, batch);
      await db.books.bulkWrite(
        batch.map((b) => ({
          updateOne: { filter: { _id: b._id, ...noNames }, update: { $set: namesOf(b) }, timestamps: false },
        })),
        { ordered: false },
      );
    });
  },
};
