import type { Types } from 'mongoose';
import { usernameSkeleton } from '../../accounts/auth/account-rules';
import type { User } from '../../accounts/users/user.schema';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

type Row = { _id: Types.ObjectId; username: string };

/**
 * Accounts from before look-alike usernames were refused get their usernameSkeleton, the oldest first. Where two such
 * accounts already look alike, the older keeps the plain key and the newer one a key of its own (the key with its
 * id): both keep their names, and nobody new can take a look-alike of either.
 */
export const usernameSkeletons: Migration = {
  name: '0002-username-skeletons',
  up(db) {
    const write = (keys: Map<Types.ObjectId, string>) =>
      db.users.collection.bulkWrite(
        [...keys].map(([_id, key]) => ({
          updateOne: {
            filter: { _id, usernameSkeleton: { $exists: false } },
            update: { $set: { usernameSkeleton: key } },
          },
        })),
        { ordered: false },
      );
    return eachMissing<User, Row>(db.users, 'usernameSkeleton', 'username', async (batch) => {
      const plain = new Map<Types.ObjectId, string>();
      const own = new Map<Types.ObjectId, string>();
      const seen = new Set<string>();
      for (const { _id, username } of batch) {
        const key = usernameSkeleton(username);
        (seen.has(key) ? own : plain).set(_id, seen.has(key) ? `${key}#${_id}` : key);
        seen.add(key);
      }
      // A plain key an earlier account already holds: the unique index refuses it, and that account gets its own.
      const refused = await write(plain).then(
        () => [],
        (err: { writeErrors?: { index: number; code?: number }[] | { index: number; code?: number } }) => {
          const errors = [err.writeErrors ?? []].flat();
          if (errors.length === 0 || errors.some((e) => e.code !== 11000)) throw err;
          return errors.map((e) => [...plain][e.index]);
        },
      );
      for (const [_id, key] of refused) own.set(_id, `${key}#${_id}`);
      if (own.size > 0) await write(own);
    });
  },
};
