import type { Types } from 'mongoose';
import type { User } from '../../accounts/users/user.schema';
import { recountReaders } from '../../people/readers/reader-counts';
import { eachBatch } from './missing-field';
import type { Migration } from './migrator';

/**
 * A reader's reviews and finished books are kept on the reader (as their follow counts are), no longer counted at
 * every view of their profile: every account gets both counts from its reviews and entries, a batch of accounts at a
 * time (one `$group` per collection and one write per batch). Returns the accounts counted.
 */
export const readerCounts: Migration = {
  name: '0013-reader-counts',
  up: (db) =>
    eachBatch<User, { _id: Types.ObjectId }>(db.users, {}, '_id', (batch) =>
      recountReaders(
        db,
        batch.map((row) => row._id),
      ),
    ),
};
