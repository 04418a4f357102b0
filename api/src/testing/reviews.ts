import { Types } from 'mongoose';
import { REVIEWS_COLLECTION } from '../conversation/reviews/review.schema';
import type { TestApp } from './test-app';

/**
 * Writes reviews as the API wrote them before a review kept a summary of its book and of its user: straight into the
 * collection, one for each book and user given, rated `rating`. The documents written, for the test to look them up.
 */
export async function writeReviewsWithoutSummaries(
  t: TestApp,
  rating: number,
  written: { book: string; user: string }[],
) {
  const now = new Date();
  const documents = written.map(({ book, user }) => ({
    _id: new Types.ObjectId(),
    book: new Types.ObjectId(book),
    // A book of this era is its own work.
    work: new Types.ObjectId(book),
    user: new Types.ObjectId(user),
    rating,
    title: 'Old',
    content: 'Written before.',
    spoiler: false,
    createdAt: now,
    updatedAt: now,
  }));
  await t.connection.collection(REVIEWS_COLLECTION).insertMany(documents);
  return documents;
}
