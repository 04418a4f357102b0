import { Types } from 'mongoose';
import { Collections } from '../database/collections';
import { createBook } from '../../testing/books';
import { createUsers, setUpApp } from '../../testing/fixtures';
import { readerCounts } from './0013-reader-counts';

describe("the migration that keeps readers' counts of reviews and finished books on them", () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  it('counts them for readers whose reviews and entries an earlier version wrote, without the counts', async () => {
    const [ada, bob, quiet] = await createUsers(t, 3);
    const books = [await createBook(t, admin), await createBook(t, admin), await createBook(t, admin)];
    const raw = (name: string) => t.connection.collection(name);
    const now = new Date();
    const oid = (id: string) => new Types.ObjectId(id);
    const review = (user: string, book: string) => ({
      user: oid(user),
      book: oid(book),
      work: oid(book),
      rating: 4,
      title: 'Kept',
      content: 'Written before the counts.',
      spoiler: false,
      createdAt: now,
      updatedAt: now,
    });
    const entry = (user: string, book: string, status: string) => ({
      user: oid(user),
      book: oid(book),
      work: oid(book),
      status,
      startedAt: null,
      finishedAt: null,
      rating: null,
      createdAt: now,
      updatedAt: now,
    });
    await raw('reviews').insertMany([
      review(ada.id, books[0]._id),
      review(ada.id, books[1]._id),
      review(bob.id, books[0]._id),
    ]);
    await raw('readinglistentries').insertMany([
      entry(ada.id, books[0]._id, 'completed'),
      entry(ada.id, books[1]._id, 'favourite'),
      entry(ada.id, books[2]._id, 'reading'),
      entry(bob.id, books[0]._id, 'wishlist'),
    ]);
    // Accounts as the earlier version kept them: no counts at all.
    await raw('users').updateMany({}, { $unset: { reviewCount: '', finishedCount: '' } });

    expect(await readerCounts.up(t.app.get(Collections))).toBeGreaterThanOrEqual(3);

    const counts = async (id: string) => {
      const user = await raw('users').findOne({ _id: oid(id) });
      return [user?.reviewCount, user?.finishedCount];
    };
    expect(await counts(ada.id)).toEqual([2, 2]);
    expect(await counts(bob.id)).toEqual([1, 0]);
    expect(await counts(quiet.id)).toEqual([0, 0]);
    const profile = (await t.http.get(`/api/readers/${ada.username}`).expect(200)).body.data;
    expect(profile.counts).toMatchObject({ reviews: 2, booksFinished: 2 });
  });
});
