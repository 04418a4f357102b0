import { trusted, type Connection, type Types } from 'mongoose';
import { COMMENTS_COLLECTION } from '../comments/comment.schema';
import { LIKES_COLLECTION } from '../likes/like.schema';
import { operationTimeOptions } from '../../platform/database/operation-time-limit';
import { REVIEWS_COLLECTION } from './review.schema';

/** Reviews per command: the embedded database tests `$in` against each document, so one huge list could outlast the time limit. */
const CHUNK = 500;
const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** The likes and comments of these reviews go with them (a review deleted, a book's reviews, an account's). */
export async function removeReactionsOf(db: Connection, reviewIds: Types.ObjectId[]): Promise<void> {
  for (const chunk of chunks(reviewIds)) {
    const ofThese = { review: trusted({ $in: chunk }) };
    await Promise.all([
      db.collection(LIKES_COLLECTION).deleteMany(ofThese),
      db.collection(COMMENTS_COLLECTION).deleteMany(ofThese),
    ]);
  }
}

/**
 * Sets these reviews' likeCount and commentCount from the likes and comments they have (after some went with an
 * account): one aggregation per collection, and one write per distinct count, not one per review.
 */
export async function recountReactions(db: Connection, reviewIds: Types.ObjectId[]): Promise<void> {
  for (const chunk of chunks(reviewIds)) {
    await Promise.all([
      recount(db, LIKES_COLLECTION, 'likeCount', chunk),
      recount(db, COMMENTS_COLLECTION, 'commentCount', chunk),
    ]);
  }
}

async function recount(
  db: Connection,
  collection: string,
  field: 'likeCount' | 'commentCount',
  reviewIds: Types.ObjectId[],
): Promise<void> {
  const groups = await db
    .collection(collection)
    .aggregate<{ _id: Types.ObjectId; count: number }>(
      [{ $match: { review: { $in: reviewIds } } }, { $group: { _id: '$review', count: { $sum: 1 } } }],
      operationTimeOptions(db),
    )
    .toArray();
  const counts = new Map<string, number>(reviewIds.map((id) => [String(id), 0]));
  for (const g of groups) counts.set(String(g._id), g.count);
  const byCount = new Map<number, Types.ObjectId[]>();
  for (const id of reviewIds) {
    const count = counts.get(String(id)) ?? 0;
    byCount.set(count, [...(byCount.get(count) ?? []), id]);
  }
  const reviews = db.collection(REVIEWS_COLLECTION);
  await Promise.all(
    [...byCount].map(([count, ids]) => reviews.updateMany({ _id: { $in: ids } }, { $set: { [field]: count } })),
  );
}
