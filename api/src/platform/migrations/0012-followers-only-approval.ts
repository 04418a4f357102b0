import type { Types } from 'mongoose';
import type { Privacy } from '../../accounts/users/privacy';
import type { User } from '../../accounts/users/user.schema';
import { eachBatch } from './missing-field';
import type { Migration } from './migrator';

type Row = { _id: Types.ObjectId; privacy?: Partial<Privacy> | null };

const keepsForFollowers = ({ privacy }: Row) =>
  privacy?.approveFollowers !== true &&
  [privacy?.listVisibility, privacy?.goalVisibility, privacy?.activityVisibility].includes('followers');

/**
 * "Followers" means approved followers: an account that keeps any setting for followers gets approval of new
 * followers on, as every privacy write now keeps it. Readers who already follow stay followers. Every account is read
 * (by `_id`), and written through the driver (no timestamps: nothing public changed). Returns the accounts changed.
 */
export const followersOnlyApproval: Migration = {
  name: '0012-followers-only-approval',
  async up(db) {
    let changed = 0;
    await eachBatch<User, Row>(db.users, {}, 'privacy', async (batch) => {
      const ids = batch.filter(keepsForFollowers).map((row) => row._id);
      if (ids.length === 0) return;
      const result = await db.users.collection.updateMany(
        { _id: { $in: ids } },
        { $set: { 'privacy.approveFollowers': true } },
      );
      changed += result.modifiedCount;
    });
    return changed;
  },
};
