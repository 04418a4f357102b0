import type { Types } from 'mongoose';
import { BookCascades } from '../../catalogue/books/book.cascades';
import { refreshEntryBookSummaries } from '../../reading/reading-list/entry-book-summary';
import { ReviewCascades } from '../../conversation/reviews/review.cascades';
import { refreshReviewBookSummaries } from '../../conversation/reviews/review-book-summary';
import { readUserSummaries } from '../../conversation/reviews/review-user-summary';
import { recountReaders } from '../../people/readers/reader-counts';
import { setUpApp } from '../../testing/fixtures';
import { seedScale } from './scale-seed';
import { seedDemoData } from './seed';
import { Collections } from '../database/collections';

/** What a seed leaves that the API's services and cascades also compute (ratings, counts, kept summaries). */
const AGGREGATED = ['books', 'authors', 'genres', 'bookcounts', 'reviews', 'readinglistentries', 'users'];

describe('the seeds: aggregates as the services compute them', () => {
  const { t } = setUpApp();

  // Documents by id; a recount's own write stamps `updatedAt` on the books, authors and genres it sets, so that is left out.
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        AGGREGATED.map(async (c) => {
          const docs = await t.connection.collection(c).find().sort({ _id: 1 }).toArray();
          return [
            c,
            docs.map(({ updatedAt, ...d }) =>
              c === 'reviews' || c === 'readinglistentries' ? { updatedAt, ...d } : d,
            ),
          ];
        }),
      ),
    );

  /** Every aggregate and summary, recomputed from the documents by the code the API runs when they change. */
  const recomputeThroughTheServices = async () => {
    const bookIds = (await t.connection.collection('books').find().project({ _id: 1 }).toArray()).map(
      (b) => b._id as Types.ObjectId,
    );
    await t.app.get(ReviewCascades).ratingsChanged(bookIds);
    await t.app.get(BookCascades).recountAll();
    await refreshEntryBookSummaries(t.app.get(Collections).readingList, bookIds);
    await refreshReviewBookSummaries(t.app.get(Collections).reviews, bookIds);
    const userIds = (await t.connection.collection('users').find().project({ _id: 1 }).toArray()).map(
      (u) => u._id as Types.ObjectId,
    );
    await recountReaders(t.app.get(Collections), userIds);
    // The likes and comments each review keeps the count of.
    const reviewIds = (await t.connection.collection('reviews').find().project({ _id: 1 }).toArray()).map(
      (r) => r._id as Types.ObjectId,
    );
    await t.app.get(ReviewCascades).reactionsRemoved(reviewIds);
  };

  /** Each review keeps its reader's summary as the API reads it. */
  const expectReviewersSummarized = async () => {
    const reviews = await t.connection.collection('reviews').find().toArray();
    const users = await readUserSummaries(
      t.connection,
      reviews.map((r) => r.user),
    );
    expect(reviews.map((r) => r.userSummary)).toEqual(reviews.map((r) => users.get(String(r.user))));
  };

  it('seeds the demo catalogue with the ratings, counts and summaries the services recompute', async () => {
    expect(await seedDemoData(t.app, t.config)).toBe(true);
    const seeded = await snapshot();
    expect(seeded.reviews.length).toBeGreaterThan(100);
    await recomputeThroughTheServices();
    expect(await snapshot()).toEqual(seeded);
    await expectReviewersSummarized();
  });

  it('seeds the scale catalogue with the ratings, counts and summaries the services recompute', async () => {
    await t.reset();
    expect(await seedScale(t.app, 150, 4, t.config.jobWriteTimeoutMs)).toBe(true);
    const seeded = await snapshot();
    expect(seeded.reviews.length).toBeGreaterThan(300);
    await recomputeThroughTheServices();
    expect(await snapshot()).toEqual(seeded);
    await expectReviewersSummarized();
  });
});
