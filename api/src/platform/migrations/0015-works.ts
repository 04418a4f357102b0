import { trusted, type Model, type Types } from 'mongoose';
import { isbnForms } from '../../catalogue/books/isbn';
import { BOOK_STATUSES, type Book } from '../../catalogue/books/book.schema';
import type { Collections } from '../database/collections';
import { eachBatch, eachMissing } from './missing-field';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import type { Migration } from './migrator';

const missing = (field: string) => ({ [field]: trusted({ $exists: false }) });

/**
 * The unique index of one document per (user, book), replaced by one per (user, work). The embedded engine drops no
 * index: there the old one stays, which the new rule implies (one per work is at most one per book).
 */
async function replaceUniqueIndex<T>(model: Model<T>): Promise<void> {
  const indexes = await model.collection.indexes();
  const old = indexes.find((i) => i.unique && JSON.stringify(i.key) === JSON.stringify({ user: 1, book: 1 }));
  if (old?.name) await model.collection.dropIndex(old.name).catch(() => undefined);
  await model.createIndexes();
}

/** Gives the documents without `work` the one named by `from` (a book's own id, a review's or entry's book). */
async function giveWorks<T>(model: Model<T>, from: '_id' | 'book'): Promise<number> {
  return eachBatch<T, { _id: Types.ObjectId; book?: Types.ObjectId }>(model, missing('work'), from, (batch) =>
    model.collection.bulkWrite(
      batch.map((d) => ({
        updateOne: { filter: { _id: d._id }, update: { $set: { work: from === '_id' ? d._id : d.book } } },
      })),
      { ordered: false },
    ),
  );
}

/**
 * Works and editions: each book becomes the single edition of its own work (work = its id, the work's primary
 * edition), keeping its id so that every stored reference stays valid, and gets both forms of its ISBN; reviews and
 * reading-list entries get their book's work, and their unique (user, book) index becomes (user, work). Nothing is
 * grouped. Bounded commands per collection: a batch of 500 documents per write (the embedded engine evaluates no
 * aggregation-pipeline update). Through the driver: no timestamps, no content changed. Returns the documents changed.
 */
export const works: Migration = {
  name: '0015-works',
  async up(db: Collections) {
    const books = await giveWorks(db.books, '_id');
    await db.books.collection.updateMany(missing('workPrimary'), { $set: { workPrimary: true } });
    await eachBatch<unknown, { _id: Types.ObjectId; isbn: string }>(
      db.books as Model<unknown>,
      { isbn: trusted({ $exists: true }), ...missing('isbn13') },
      'isbn',
      (batch) =>
        db.books.collection.bulkWrite(
          batch.map((d) => ({ updateOne: { filter: { _id: d._id }, update: { $set: isbnForms(d.isbn) } } })),
          { ordered: false },
        ),
    );
    const reviews = await giveWorks(db.reviews, 'book');
    const entries = await giveWorks(db.readingList, 'book');
    // Books whose ratings an earlier migration could not recompute without their works (0007 on older data).
    const ratings = new ReviewCascades(db);
    await eachMissing<Book, { _id: Types.ObjectId; work: Types.ObjectId }>(
      db.books,
      'ratingHistogram',
      'work',
      (batch) => ratings.workRatingsChanged(batch.map((b) => b.work)),
    );
    await replaceUniqueIndex(db.reviews);
    await replaceUniqueIndex(db.readingList);
    await db.books.createIndexes();
    // The catalogue's counts of works (one per book now).
    for (const status of BOOK_STATUSES) {
      const count = await db.books.countDocuments({ status, workPrimary: true });
      await db.bookCounts.updateOne({ _id: status }, { $set: { works: count } }, { upsert: true });
    }
    return books + reviews + entries;
  },
};
