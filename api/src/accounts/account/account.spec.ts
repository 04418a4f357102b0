import { Types } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { follow } from '../../testing/readers';
import { addToReadingList } from '../../testing/reading-list';

describe('deleting one’s account', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const count = (collection: string, filter: Record<string, unknown>) =>
    t.connection.collection(collection).countDocuments(filter);
  const counts = async (reader: TestUser) =>
    (await t.http.get(`/api/readers/${reader.username}`).expect(200)).body.data.counts;

  it('needs the current password, and deletes nothing without it', async () => {
    const reader = await createUser(t);
    const wrong = await t.http
      .delete('/api/auth/account')
      .set(reader.auth)
      .send({ password: 'not-my-password' })
      .expect(400);
    expect(wrong.body).toMatchObject({ success: false, message: 'Current password is incorrect' });
    const missing = await t.http.delete('/api/auth/account').set(reader.auth).send({}).expect(400);
    expect(missing.body.message).toBe('Enter your current password to delete your account');
    await t.http.delete('/api/auth/account').send({ password: 'secret123' }).expect(401);
    await t.http.get('/api/auth/me').set(reader.auth).expect(200);
  });

  it('deletes everything of the account, recomputes what it counted in, and ends its sessions', async () => {
    const [reader, fan, idol, other] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    const id = new Types.ObjectId(reader.id);
    const [book, other2] = [await createBook(t, admin), await createBook(t, admin)];
    await createReview(t, reader, book._id, { rating: 1 });
    await createReview(t, other, book._id, { rating: 5 });
    await createReview(t, reader, other2._id, { rating: 2 });
    await addToReadingList(t, reader, book._id, 'completed').expect(201);
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 5 }).expect(200);
    await follow(t, fan, reader);
    await follow(t, reader, idol);
    await follow(t, other, idol);
    const avatar = await uploadImage(t, reader);
    const unused = await uploadImage(t, reader);
    await t.http.put('/api/auth/avatar').set(reader.auth).send({ avatar }).expect(200);
    // The uploads keep their uploader's id as a string: both forms are looked for.
    const uploaderIs = { $in: [id, reader.id] };
    expect([
      await count('uploads', { uploader: uploaderIs }),
      await count('upload_usage', { _id: uploaderIs }),
    ]).toEqual([2, 1]);
    const importId = new Types.ObjectId();
    await t.connection.collection('imports').insertOne({
      _id: importId,
      user: id,
      format: 'goodreads',
      status: 'done',
      total: 1,
      rows: [],
      createdAt: new Date(),
    });
    const otherId = new Types.ObjectId(other.id);
    await t.connection.collection('suggestions').insertMany([
      {
        key: 'title:alone',
        openKey: 'title:alone',
        title: 'Alone',
        requests: [{ user: id, import: importId, row: 1 }],
        count: 1,
        status: 'open',
        version: 0,
      },
      {
        key: 'title:shared',
        openKey: 'title:shared',
        title: 'Shared',
        requests: [
          { user: id, import: importId, row: 2 },
          { user: otherId, import: importId, row: 1 },
        ],
        count: 2,
        status: 'open',
        version: 0,
      },
    ]);
    expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data).toMatchObject({
      averageRating: 3,
      reviewCount: 2,
    });
    expect(await counts(idol)).toMatchObject({ followers: 2 });
    expect(await counts(fan)).toMatchObject({ following: 1 });
    // The JSON export is there until the end.
    await t.http.get('/api/users/me/export.json').set(reader.auth).expect(200);

    await t.http
      .delete('/api/auth/account')
      .set(reader.auth)
      .send({ password: 'secret123' })
      .expect(200, { success: true, data: null });

    const gone = await t.http.get('/api/auth/me').set(reader.auth).expect(401);
    expect(gone.body.success).toBe(false);
    await t.http.get(`/api/readers/${reader.username}`).expect(404);
    expect(await count('users', { _id: id })).toBe(0);
    for (const [collection, filter] of [
      ['reviews', { user: id }],
      ['readinglistentries', { user: id }],
      ['goals', { user: id }],
      ['activities', { actor: id }],
      ['follows', { follower: id }],
      ['follows', { followee: id }],
      ['imports', { user: id }],
      ['uploads', { uploader: uploaderIs }],
      ['upload_usage', { _id: uploaderIs }],
      ['suggestions', { 'requests.user': id }],
    ] as const) {
      expect([collection, filter, await count(collection, filter)]).toEqual([collection, filter, 0]);
    }
    expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    expect((await t.http.get(`/api/books/${other2._id}`).expect(200)).body.data).toMatchObject({
      averageRating: 0,
      reviewCount: 0,
    });
    expect(await counts(idol)).toMatchObject({ followers: 1 });
    expect(await counts(fan)).toMatchObject({ following: 0 });
    expect(
      await t.http
        .get(`/api/readers/${idol.username}/followers`)
        .expect(200)
        .then((r) => r.body.data.map((u: { username: string }) => u.username)),
    ).toEqual([other.username]);
    expect([await t.storedImage(avatar), await t.storedImage(unused)]).toEqual([null, null]);
    const suggestions = await t.connection.collection('suggestions').find({}).toArray();
    expect(suggestions.map((s) => [s.title, s.count, s.requests.length])).toEqual([['Shared', 1, 1]]);
    // Other readers keep theirs.
    expect(await count('reviews', { user: otherId })).toBe(1);
    await t.http.get('/api/auth/me').set(other.auth).expect(200);
  });
});
