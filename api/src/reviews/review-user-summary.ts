import { trusted, Types, type Connection, type Model } from 'mongoose';
import { backfillMissing, withKeptCopies } from '../common/backfill';
import { findByIds, type WithId } from '../common/find-by-ids';
import { USERS_COLLECTION } from '../users/user.schema';
import type { Review, ReviewUserSummary } from './review.schema';

/*
 * The user a review shows (username, avatar), kept on the review so that a page of reviews reads no user: written
 * when the review is (ReviewsService, ImportWriter), kept current by UserCascades (a new username or avatar), and
 * given to reviews written before it was kept by backfillReviewUserSummaries() at start; a review not yet backfilled
 * has its user read (withUserSummaries).
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

/**
 * These reviews with their user's summary: kept on them, or, for a review written before it was kept, read (one
 * read for all of them). A review whose user no longer exists has none (shown without a user, as before).
 */
export function withUserSummaries<R extends WithId<Review>>(db: Connection, reviews: R[]): Promise<R[]> {
  return withKeptCopies(
    reviews,
    'userSummary',
    (r) => r.user,
    (ids) => readUserSummaries(db, ids),
  );
}

/**
 * Gives their user's summary to reviews written before it was kept (or by an older API process), at start (main.ts):
 * per batch, one read of its users, then one update per user of every review of that user still without one (so
 * later batches shrink). Returns the number of reviews it found without one.
 */
export function backfillReviewUserSummaries(reviews: Model<Review>): Promise<number> {
  const noSummary = { userSummary: trusted({ $exists: false }) };
  return backfillMissing<Review, WithId<Pick<Review, 'user'>>>(reviews, 'userSummary', 'user', async (batch) => {
    const summaries = await readUserSummaries(
      reviews.db,
      batch.map((r) => r.user),
    );
    if (summaries.size === 0) return;
    await reviews.bulkWrite(
      [...summaries].map(([user, userSummary]) => ({
        updateMany: {
          filter: { user: new Types.ObjectId(user), ...noSummary },
          update: { $set: { userSummary } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
  });
}
