import { trusted, type Model, type mongo, type Types } from 'mongoose';
import { isbnForms } from '../../catalogue/books/isbn';
import { BOOK_STATUSES, type Book } from '../../catalogue/books/book.schema';
import type { Collections } from '../database/collections';
import { jobWriteOptions } from '../database/job-write';
import { eachMissing } from './missing-field';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import type { Migration } from './migrator';

const missing = (field: string) => ({ [field]: trusted({ $exists: false }) });

/**
 * The unique index of one document per (user, book) goes: the one per (user, work) replaces it, built when the API
 * starts (it leaves out the documents without a work until this migration gives them one), so no index is built here:
 * on the embedded engine each build scans its collection again. The embedded engine drops no index: there the old one
 * stays, which the new rule implies (one per work is at most one per book).
 */
async function dropUniquePerBook<T>(model: Model<T>): Promise<void> {
  const indexes = await model.collection.indexes();
  const old = indexes.find((i) => i.unique && JSON.stringify(i.key) === JSON.stringify({ user: 1, book: 1 }));
  if (old?.name) await model.collection.dropIndex(old.name).catch(() => undefined);
}

/**
 * The longest one command of this migration may wait for the database: on the embedded engine a $merge of 24,000
 * reviews takes seconds (more on a busy machine), beyond a request's socket timeout.
 */
const COMMAND_TIMEOUT_MS = 30 * 60_000;
const options = jobWriteOptions(COMMAND_TIMEOUT_MS) as mongo.AggregateOptions;
/** Where mergeValues stages the values it writes (emptied after). */
const SCRATCH = 'migration_scratch';

const mergeInto = (collection: mongo.Collection) => ({
  $merge: { into: collection.collectionName, on: '_id', whenMatched: 'merge', whenNotMatched: 'discard' },
});

/**
 * Gives the documents without `work` the one named by `from` (a book's own id, a review's or entry's book): one
 * aggregation that merges `work` into the collection itself ($merge), whatever their number. One update statement per
 * document (a bulk write) costs the embedded engine a pass over the collection each: hours for 24,000 reviews.
 */
async function giveWorks<T>(model: Model<T>, from: '_id' | 'book'): Promise<number> {
  const without = { work: { $exists: false } };
  const count = await model.collection.countDocuments(without, options);
  if (!count) return 0;
  await model.collection
    .aggregate(
      [
        { $match: without },
        { $project: { [from]: 1 } },
        { $addFields: { work: `$${from}` } },
        mergeInto(model.collection),
      ],
      options,
    )
    .toArray();
  return count;
}

/**
 * Sets fields computed here on documents of `model` (rows of `_id` and the fields), in a fixed number of commands
 * whatever their number: the rows are inserted into a scratch collection, merged into `model`'s by one aggregation
 * ($merge), then cleared.
 */
async function mergeValues<T>(model: Model<T>, rows: ({ _id: Types.ObjectId } & Record<string, unknown>)[]) {
  if (!rows.length) return;
  const scratch = model.db.collection(SCRATCH);
  await scratch.deleteMany({}, options); // rows left by a run cut short
  await scratch.insertMany(rows, options);
  await scratch.aggregate([mergeInto(model.collection)], options).toArray();
  await scratch.deleteMany({}, options);
}

/**
 * Works and editions: each book becomes the single edition of its own work (work = its id, the work's primary
 * edition), keeping its id so that every stored reference stays valid, and gets both forms of its ISBN; reviews and
 * reading-list entries get their book's work, and their unique (user, book) index becomes (user, work). Nothing is
 * grouped. A fixed number of commands per collection whatever its size: one aggregation merging the new fields into
 * it (the embedded engine evaluates no aggregation-pipeline update, but does $merge). Through the driver: no
 * timestamps, no content changed. Returns the documents changed.
 */
export const works: Migration = {
  name: '0015-works',
  async up(db: Collections) {
    const books = await giveWorks(db.books, '_id');
    await db.books.collection.updateMany(missing('workPrimary'), { $set: { workPrimary: true } });
    const withIsbn = (await db.books.collection
      .find({ isbn: { $exists: true }, isbn13: { $exists: false } }, { projection: { isbn: 1 }, ...options })
      .toArray()) as { _id: Types.ObjectId; isbn: string }[];
    await mergeValues(
      db.books,
      withIsbn.map((b) => ({ _id: b._id, ...isbnForms(b.isbn) })).filter((b) => b.isbn13),
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
    await dropUniquePerBook(db.reviews);
    await dropUniquePerBook(db.readingList);
    // The catalogue's counts of works (one per book now).
    for (const status of BOOK_STATUSES) {
      const count = await db.books.countDocuments({ status, workPrimary: true });
      await db.bookCounts.updateOne({ _id: status }, { $set: { works: count } }, { upsert: true });
    }
    return books + reviews + entries;
  },
};
