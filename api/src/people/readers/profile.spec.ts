import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { follow } from '../../testing/readers';
import { addToReadingList } from '../../testing/reading-list';

/** An image of this API's uploads, as an avatar refers to one. */
const AVATAR = '/api/uploads/0123456789abcdef0123456789abcdef.png';

describe('reader profiles', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let reader: TestUser;
  let visitor: TestUser;
  const books: Awaited<ReturnType<typeof createBook>>[] = [];
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    [reader, visitor] = await Promise.all([createUser(t), createUser(t)]);
    for (let i = 0; i < 4; i++) books.push(await createBook(t, admin, { title: `Profile book ${i}` }));
    const statuses = ['reading', 'completed', 'wishlist', 'reading'];
    for (let i = 0; i < 4; i++) await addToReadingList(t, reader, books[i]._id, statuses[i]).expect(201);
    await t.http
      .put('/api/auth/profile')
      .set(reader.auth)
      .send({ username: reader.username, email: `${reader.username}@example.test`, bio: 'Reads at night.' })
      .expect(200);
    // Set in the database: how an avatar is uploaded is the upload tests' concern.
    await t.connection.collection('users').updateOne({ username: reader.username }, { $set: { avatar: AVATAR } });
    for (let i = 0; i < 3; i++) await createReview(t, reader, books[i]._id, { title: `Review ${i}` });
    await t.http.put(`/api/goals/${year}`).set(reader.auth).send({ target: 24 }).expect(200);
  });

  it('shows the reader, their counts, what they are reading and their goal', async () => {
    await follow(t, visitor, reader);
    const res = await t.http.get(`/api/readers/${reader.username.toUpperCase()}`).expect(200);
    const user = await t.connection.collection('users').findOne({ username: reader.username });
    expect(res.body.data).toEqual({
      id: reader.id,
      username: reader.username,
      avatar: AVATAR,
      bio: 'Reads at night.',
      joinedAt: user!.createdAt.toISOString(),
      counts: { booksFinished: 1, reviews: 3, followers: 1, following: 0 },
      relationship: { self: false, follow: 'none', followsYou: false, blocked: false },
      visible: { list: true, goal: true, activity: true },
      currentlyReading: [books[3], books[0]].map((b) => expect.objectContaining({ _id: b._id, title: b.title })),
      readingProgress: [],
      goal: { year, target: 24, finished: 1 },
    });
    // Nothing private of the account: no email, role, privacy settings or password.
    expect(JSON.stringify(res.body)).not.toMatch(/email|passwordHash|role|privacy/);
    const own = await t.http.get(`/api/readers/${reader.username}`).set(reader.auth).expect(200);
    expect(own.body.data.relationship).toEqual({ self: true, follow: 'none', followsYou: false, blocked: false });
  });

  it('answers an unknown reader with "Reader not found" on every call', async () => {
    for (const path of ['', '/reviews', '/reading-list', '/followers', '/following']) {
      const res = await t.http.get(`/api/readers/no_such_reader_9${path}`).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Reader not found' });
    }
  });

  it('pages the reviews newest first', async () => {
    const first = await t.http.get(`/api/readers/${reader.username}/reviews?limit=2`).expect(200);
    expect(first.body.data.map((r: { title: string }) => r.title)).toEqual(['Review 2', 'Review 1']);
    expect(first.body.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
    const second = await t.http.get(`/api/readers/${reader.username}/reviews?limit=2&page=2`).expect(200);
    expect(second.body.data.map((r: { title: string }) => r.title)).toEqual(['Review 0']);
    await t.http.get(`/api/readers/${reader.username}/reviews?limit=51`).expect(400);
  });

  it('lists the reading list by status, newest first, keeping the reader’s own ratings theirs', async () => {
    const reading = await t.http.get(`/api/readers/${reader.username}/reading-list?status=reading`).expect(200);
    expect(reading.body.data.map((e: { book: { _id: string } }) => e.book._id)).toEqual([books[3]._id, books[0]._id]);
    expect(reading.body.meta).toEqual({ total: 2, page: 1, limit: 50, hasMore: false });
    const all = await t.http.get(`/api/readers/${reader.username}/reading-list?limit=3`).expect(200);
    expect(all.body.data.map((e: { status: string }) => e.status)).toEqual(['reading', 'wishlist', 'completed']);
    expect(all.body.meta).toMatchObject({ total: 4, hasMore: true });
    // An imported rating without a review is shown to the reader alone.
    await t.connection.collection('readinglistentries').updateMany({ status: 'wishlist' }, { $set: { rating: 4 } });
    const ratingOfWishlist = async (who?: TestUser) =>
      (
        await t.http
          .get(`/api/readers/${reader.username}/reading-list?status=wishlist`)
          .set(who?.auth ?? {})
          .expect(200)
      ).body.data[0].rating;
    expect([await ratingOfWishlist(), await ratingOfWishlist(visitor), await ratingOfWishlist(reader)]).toEqual([
      null,
      null,
      4,
    ]);
    const bad = await t.http.get(`/api/readers/${reader.username}/reading-list?status=read`).expect(400);
    expect(bad.body.message).toBe('Status must be one of: wishlist, reading, completed, favourite, abandoned');
  });

  it('leaves out of the profile and the list the books that are no longer published', async () => {
    await t.http.put(`/api/books/${books[3]._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    const profile = await t.http.get(`/api/readers/${reader.username}`).expect(200);
    expect(profile.body.data.currentlyReading.map((b: { _id: string }) => b._id)).toEqual([books[0]._id]);
    const list = await t.http.get(`/api/readers/${reader.username}/reading-list?status=reading`).expect(200);
    expect(list.body.data.map((e: { book: { _id: string } }) => e.book._id)).toEqual([books[0]._id]);
    await t.http.put(`/api/books/${books[3]._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
  });
});
