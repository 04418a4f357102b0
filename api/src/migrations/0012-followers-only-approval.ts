import type { Migration } from './migrator';

/**
 * "Followers" means approved followers: an account that keeps any setting for followers gets approval of new
 * followers on, as every privacy write now keeps it. Readers who already follow stay followers.
 */
export const followersOnlyApproval: Migration = {
  name: '0012-followers-only-approval',
  async up(db) {
    const result = await db.users.collection.updateMany(
      {
        'privacy.approveFollowers': { $ne: true },
        $or: [
          { 'privacy.listVisibility': 'followers' },
          { 'privacy.goalVisibility': 'followers' },
          { 'privacy.activityVisibility': 'followers' },
        ],
      },
      { $set: { 'privacy.approveFollowers': true } },
    );
    return result.modifiedCount;
  },
};
