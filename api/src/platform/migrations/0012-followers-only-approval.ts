import { trusted, type Types } from 'mongoose';
import type { Privacy } from '../../accounts/users/privacy';
import type { Migration } from './migrator';

const BATCH = 500;
type Row = { _id: Types.ObjectId; privacy?: Partial<Privacy> | null };

const keepsForFollowers = ({ privacy }: Row) =>
  privacy?.approveFollowers !== true &&
  [privacy?.listVisibility, privacy?.goalVisibility, privacy?.activityVisibility].includes('followers');

/**
 * "Followers" means approved followers: an account that keeps any setting for followers gets approval of new
 * followers on, as every privacy write now keeps it. Readers who already follow stay followers. Read in batches by
 * `_id` (the one index every account has), written through the driver (no timestamps: nothing public changed).
 */
export const followersOnlyApproval: Migration = {
  name: '0012-followers-only-approval',
  async up(db) {
    let changed = 0;
    let after: Types.ObjectId | undefined;
    for (;;) {
      const batch = await db.users
        .find(after ? { _id: trusted({ $gt: after }) } : {})
        .sort({ _id: 1 })
        .limit(BATCH)
        .select('privacy')
        .lean<Row[]>();
      if (batch.length === 0) return changed;
      after = batch[batch.length - 1]._id;
      const ids = batch.filter(keepsForFollowers).map((row) => row._id);
      if (ids.length === 0) continue;
      const result = await db.users.collection.updateMany(
        { _id: { $in: ids } },
        { $set: { 'privacy.approveFollowers': true } },
      );
      changed += result.modifiedCount;
    }
  },
};
