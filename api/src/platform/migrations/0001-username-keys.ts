import { usernameKey } from '../../accounts/users/user.schema';
import type { Migration } from './migrator';

/** Accounts created before usernames became case-insensitive get their lower-case key. */
export const usernameKeys: Migration = {
  name: '0001-username-keys',
  async up(db) {
    const missing = await db.users.find({ usernameKey: null }).select('username').lean();
    for (const user of missing)
      await db.users.updateOne({ _id: user._id }, { $set: { usernameKey: usernameKey(user.username) } });
    return missing.length;
  },
};
