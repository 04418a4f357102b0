import type { Connection, Types } from 'mongoose';
import { findByIds } from '../../platform/common/find-by-ids';
import { USERS_COLLECTION } from '../../accounts/users/user.schema';
import type { ReviewUserSummary } from './review.schema';

/*
 * The user a review shows (username, avatar), kept on the review so that a page of reviews reads no user: written
 * when the review is (ReviewsService, ImportWriter), kept current by UserCascades (a new username or avatar), and
 * given to the reviews from before by a migration. A review whose user is gone has none (shown without a user).
 */

export const toUserSummary = (user: { username: string; avatar?: string }): ReviewUserSummary => ({
  username: user.username,
  avatar: user.avatar ?? '',
});

/** The summaries of these users, by user id: one read. */
export async function readUserSummaries(
  db: Connection,
  userIds: readonly Types.ObjectId[],
): Promise<Map<string, ReviewUserSummary>> {
  const users = await findByIds<{ username: string; avatar?: string }>(db, USERS_COLLECTION, userIds, {
    username: 1,
    avatar: 1,
  });
  return new Map([...users].map(([id, user]) => [id, toUserSummary(user)]));
}
