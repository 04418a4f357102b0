import { trusted } from 'mongoose';
import { BOOK_STATUSES } from '../../catalogue/books/book.schema';
import type { Migration } from './migrator';

/** The counts of books per status (BookCount), which the catalogue's totals read, are made for the statuses without one. */
export const bookStatusCounts: Migration = {
  name: '0008-book-status-counts',
  async up(db) {
    const kept = await db.bookCounts.find({ _id: trusted({ $in: BOOK_STATUSES }) }).lean();
    const missing = BOOK_STATUSES.filter((status) => !kept.some((k) => k._id === status));
    for (const status of missing) {
      const count = await db.books.countDocuments({ status });
      await db.bookCounts.updateOne({ _id: status }, { $set: { count } }, { upsert: true });
    }
    return missing.length;
  },
};
