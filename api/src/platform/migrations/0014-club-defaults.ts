import { trusted } from 'mongoose';
import type { Migration } from './migrator';

/**
 * Clubs written before likes, muting and suspension get those fields' first values, so reads take them as stored:
 * a post's likeCount 0 (no club post had a like), a membership not muted, a club not suspended. One write per
 * collection, through the driver (no timestamps: nothing a reader wrote changed). Returns the documents given a value.
 */
export const clubDefaults: Migration = {
  name: '0014-club-defaults',
  async up(db) {
    const missing = (field: string) => ({ [field]: trusted({ $exists: false }) });
    const written = await Promise.all([
      db.clubPosts.collection.updateMany(missing('likeCount'), { $set: { likeCount: 0 } }),
      db.clubMembers.collection.updateMany(missing('muted'), { $set: { muted: false } }),
      db.clubs.collection.updateMany(missing('suspended'), { $set: { suspended: false } }),
    ]);
    return written.reduce((sum, result) => sum + result.modifiedCount, 0);
  },
};
