import type { Model, Types } from 'mongoose';
import type { BookStatus } from '../../catalogue/books/book.schema';
import { keptBookCounts, type KeptBookCounts } from '../../catalogue/books/kept-book-counts';
import type { Collections } from '../database/collections';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

type Row = { _id: Types.ObjectId };

/** Sets the counts of each of these authors or genres (`owner`: the book's field naming them) from its books. */
async function recount(db: Collections, model: Model<KeptBookCounts>, owner: 'author' | 'genres', batch: Row[]) {
  for (const { _id } of batch) {
    const byStatus = await db.books.aggregate<{ _id: BookStatus; n: number }>([
      { $match: { [owner]: _id } },
      { $group: { _id: '$status', n: { $sum: 1 } } },
    ]);
    await model.updateOne({ _id }, { $set: keptBookCounts(byStatus) });
  }
}

/** Authors and genres get their count of published books (publishedBookCount, beside bookCount), from the books. */
export const publishedBookCounts: Migration = {
  name: '0006-published-book-counts',
  async up(db) {
    const authors = db.authors as unknown as Model<KeptBookCounts>;
    const genres = db.genres as unknown as Model<KeptBookCounts>;
    return (
      (await eachMissing<KeptBookCounts, Row>(authors, 'publishedBookCount', '_id', (batch) =>
        recount(db, authors, 'author', batch),
      )) +
      (await eachMissing<KeptBookCounts, Row>(genres, 'publishedBookCount', '_id', (batch) =>
        recount(db, genres, 'genres', batch),
      ))
    );
  },
};
