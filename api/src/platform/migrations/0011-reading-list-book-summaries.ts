import type { Types } from 'mongoose';
import { refreshEntryBookSummaries } from '../../reading/reading-list/entry-book-summary';
import type { ReadingListEntry } from '../../reading/reading-list/reading-list-entry.schema';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

/** Reading-list entries get the summary of their book (bookSummary). An entry whose book is gone gets none. */
export const readingListBookSummaries: Migration = {
  name: '0011-reading-list-book-summaries',
  up: (db) =>
    eachMissing<ReadingListEntry, Pick<ReadingListEntry, 'book'> & { _id: Types.ObjectId }>(
      db.readingList,
      'bookSummary',
      'book',
      (batch) =>
        refreshEntryBookSummaries(
          db.readingList,
          batch.map((e) => e.book),
          true,
        ),
    ),
};
