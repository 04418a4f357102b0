import { NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { WithId } from '../../platform/common/find-by-ids';
import { usernameKey, type User } from '../../accounts/users/user.schema';

export const READER_NOT_FOUND = 'Reader not found';

/** The reader of a profile's URL, by their username in any case (one read over the unique usernameKey); 404 otherwise. */
export async function findReader<K extends keyof User>(
  users: Model<User>,
  username: string,
  fields: readonly K[] = [],
): Promise<WithId<Pick<User, K>>> {
  const key = usernameKey(username);
  const found = key
    ? await users
        .findOne({ usernameKey: key })
        .select(fields.length ? fields.join(' ') : '_id')
        .lean<WithId<Pick<User, K>>>()
    : null;
  if (!found) throw new NotFoundException(READER_NOT_FOUND);
  return found;
}
