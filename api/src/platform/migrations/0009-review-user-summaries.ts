import { trusted, Types } from 'mongoose';
import type { Review } from '../../conversation/reviews/review.schema';
import { readUserSummaries } from '../../conversation/reviews/review-user-summary';
import { eachMissing } from './missing-field';
import type { Migration } from './migrator';

/**
 * Reviews get the summary of their user (userSummary: username, avatar): per batch, one read of its users, then one
 * update per user of every review of that user still without one (so later batches shrink). A review whose user is
 * gone gets none.
 */
export const reviewUserSummaries: Migration = {
  name: '0009-review-user-summaries',
  up(db) {
    const noSummary = { userSummary: trusted({ $exists: false }) };
    return eachMissing<Review, Pick<Review, 'user'> & { _id: Types.ObjectId }>(
      db.reviews,
      'userSummary',
      'user',
      async (batch) => {
        const summaries = await readUserSummaries(
          db.connection,
          batch.map((r) => r.user),
        );
        if (summaries.size === 0) return;
        await db.reviews.bulkWrite(
          [...summaries].map(([user, userSummary]) => ({
            updateMany: {
              filter: { user: new Types.ObjectId(user), ...noSummary },
              update: { $set: { userSummary } },
              timestamps: false,
            },
          })),
          { ordered: false },
        );
      },
    );
  },
};
