import { Types } from 'mongoose';
import { beforeNextCall, createUser, createUsers, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { uploadImage } from '../../testing/accounts';
import { importReviewedRow } from '../../testing/imports';
import { recordQueries } from '../../testing/index-coverage';
import { writeReviewsWithoutSummaries, createReview, shownOnEachListing } from '../../testing/reviews';
import { USERS_COLLECTION } from '../../accounts/users/user.schema';
import { REVIEWS_COLLECTION } from './review.schema';
import { Collections } from '../../platform/database/collections';
import { reviewUserSummaries } from '../../platform/migrations/0009-review-user-summaries';

type ShownUser = { _id: string; username: string; avatar: string } | null;

/** A review keeps the user it shows (review-user-summary.ts): written with the review, kept current by UserCascades. */
describe('reviews: the user summary kept on each review', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const reviews = () => t.connection.collection(REVIEWS_COLLECTION);
  const stored = (id: string) => reviews().findOne({ _id: new Types.ObjectId(id) });
  /** The user each listing shows on this review: a book's reviews, the user's own, and the administrators' listing. */
  const shownUsers = (book: string, user: string, _id: string) =>
    shownOnEachListing(t, admin, { _id, book, user }, 'user') as Promise<ShownUser[]>;

  it('writes the summary with the review, and lists reviews without reading the users', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, user, book._id);
    expect(review.user).toEqual({ _id: user.id, username: user.username, avatar: '' });
    expect((await stored(review._id))?.userSummary).toEqual({ username: user.username, avatar: '' });
    const shapes = recordQueries(t.connection);
    const listed = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
    t.connection.set('debug', false);
    expect(listed[0].user).toEqual({ _id: user.id, username: user.username, avatar: '' });
    expect(shapes.map((s) => s.collection)).not.toContain(USERS_COLLECTION);
  });

  it("shows a user's new username and avatar on every review of theirs, and leaves the reviews' updatedAt", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [book, second] = [await createBook(t, admin), await createBook(t, admin)];
    const review = await createReview(t, user, book._id);
    await createReview(t, user, second._id);
    const othersReview = await createReview(t, other, book._id);
    const { auth } = user;
    const email = `${user.username}@example.test`; // as createUser writes it

    await t.http.put('/api/auth/profile').set(auth).send({ username: 'renamed_reviewer', email }).expect(200);
    const renamed = { _id: user.id, username: 'renamed_reviewer', avatar: '' };
    expect(await shownUsers(book._id, user.id, review._id)).toEqual([renamed, renamed, renamed]);

    const avatar = await uploadImage(t, user);
    await t.http.put('/api/auth/avatar').set(auth).send({ avatar }).expect(200);
    const withAvatar = { ...renamed, avatar };
    expect(await shownUsers(book._id, user.id, review._id)).toEqual([withAvatar, withAvatar, withAvatar]);
    const all = await reviews()
      .find({ user: new Types.ObjectId(user.id) })
      .toArray();
    expect(all.map((r) => r.userSummary)).toEqual([
      { username: 'renamed_reviewer', avatar },
      { username: 'renamed_reviewer', avatar },
    ]);
    expect((await stored(review._id))?.updatedAt).toEqual(new Date(review.updatedAt as string));
    // Another reader's review is left as it is.
    expect((await stored(othersReview._id))?.userSummary).toEqual({ username: other.username, avatar: '' });

    await t.http.put('/api/auth/avatar').set(auth).send({ avatar: '' }).expect(200);
    expect((await shownUsers(book._id, user.id, review._id))[0]).toEqual(renamed);

    // A link to another site kept from before avatars had to be uploaded here is not shown.
    await reviews().updateMany(
      { user: new Types.ObjectId(user.id) },
      { $set: { 'userSummary.avatar': 'https://tracker.example.com/pixel.png' } },
    );
    expect(await shownUsers(book._id, user.id, review._id)).toEqual([renamed, renamed, renamed]);
  });

  it('gives a review written while its user is renamed the new name (the rename updated reviews before this one existed)', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    beforeNextCall(t.app.get(Collections).reviews, 'create', () =>
      t.http
        .put('/api/auth/profile')
        .set(user.auth)
        .send({ username: 'renamed_meanwhile', email: `${user.username}@example.test` })
        .expect(200),
    );
    const review = await createReview(t, user, book._id);
    expect(review.user).toEqual({ _id: user.id, username: 'renamed_meanwhile', avatar: '' });
    expect((await stored(review._id))?.userSummary).toEqual({ username: 'renamed_meanwhile', avatar: '' });
  });

  it('gives the reviews an import adds their summary', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    expect(await importReviewedRow(t, user, book)).toEqual(['added']);
    const review = await reviews().findOne({ user: new Types.ObjectId(user.id), book: new Types.ObjectId(book._id) });
    expect(review?.userSummary).toEqual({ username: user.username, avatar: '' });
  });

  it('gives reviews written without a summary of their user theirs by a migration', async () => {
    const [first, second] = await createUsers(t, 2);
    const book = await createBook(t, admin);
    const written = await writeReviewsWithoutSummaries(
      t,
      3,
      [first, second].map((u) => ({ book: book._id, user: u.id })),
    );
    // A review whose user no longer exists is shown without one, as before.
    const orphan = { ...written[0], _id: new Types.ObjectId(), user: new Types.ObjectId() };
    await reviews().insertOne(orphan);
    const listed = async () =>
      (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data
        .map((r: { user: ShownUser }) => r.user?.username ?? null)
        .sort();

    const db = t.app.get(Collections);
    expect(await reviewUserSummaries.up(db)).toBe(3);
    expect(
      (
        await reviews()
          .find({ _id: { $in: written.map((w) => w._id) } })
          .toArray()
      )
        .map((r) => r.userSummary?.username)
        .sort(),
    ).toEqual([first.username, second.username].sort());
    expect((await stored(String(orphan._id)))?.userSummary).toBeUndefined();
    expect(await listed()).toEqual([first.username, second.username, null].sort());
    // Only the orphan is still without one (found again, written never).
    expect(await reviewUserSummaries.up(db)).toBe(1);
  });
});
