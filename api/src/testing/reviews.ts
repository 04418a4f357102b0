import { Types } from 'mongoose';
import { REVIEWS_COLLECTION } from '../conversation/reviews/review.schema';
import { createThrough, type TestUser } from './fixtures';
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

export const createReview = (t: TestApp, user: TestUser, book: string, body: Record<string, unknown> = {}) =>
  createThrough(t, user, '/api/reviews', { book, rating: 4, title: 'Good read', content: 'Enjoyed it.', ...body });

/**
 * What each listing of reviews shows of one review's user or book, as `viewer` sees them: the book's reviews, the
 * user's own, and the listing of all (undefined where the review is not listed).
 */
export async function shownOnEachListing(
  t: TestApp,
  viewer: TestUser,
  review: { _id: string; book: string; user: string },
  part: 'user' | 'book',
): Promise<unknown[]> {
  const listings = [`/api/reviews?book=${review.book}`, `/api/reviews?user=${review.user}`, '/api/reviews?limit=100'];
  return Promise.all(
    listings.map(
      async (url) =>
        (await t.http.get(url).set(viewer.auth).expect(200)).body.data.find(
          (r: { _id: string }) => r._id === review._id,
        )?.[part],
    ),
  );
}
