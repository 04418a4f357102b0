import { beforeNextCall, createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { feedOf, follow } from '../../testing/readers';
import { Collections } from '../../platform/database/collections';

describe('blocks API', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const block = (blocker: TestUser, reader: TestUser) =>
    t.http.post(`/api/readers/${reader.username}/block`).set(blocker.auth);
  const unblock = (blocker: TestUser, reader: TestUser) =>
    t.http.delete(`/api/readers/${reader.username}/block`).set(blocker.auth);
  const profile = (reader: TestUser, caller?: TestUser) =>
    t.http.get(`/api/readers/${reader.username}`).set(caller?.auth ?? {});
  const counts = async (reader: TestUser) => (await profile(reader).expect(200)).body.data.counts;
  const commenters = async (review: { _id: string }, caller?: TestUser) =>
    (
      await t.http
        .get(`/api/reviews/${review._id}/comments`)
        .set(caller?.auth ?? {})
        .expect(200)
    ).body.data.map((c: { user: { username: string } }) => c.user.username);
  const blockedList = async (blocker: TestUser, query = '') =>
    (await t.http.get(`/api/blocks${query}`).set(blocker.auth).expect(200)).body;

  it('ends follows both ways at once, with both readers’ counts right, and refuses new follows either way', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    await follow(t, ann, bob);
    await follow(t, bob, ann);
    expect(await counts(ann)).toMatchObject({ followers: 1, following: 1 });
    await block(ann, bob).expect(200, { success: true, data: null });
    // Twice is once.
    await block(ann, bob).expect(200);
    expect(await counts(ann)).toMatchObject({ followers: 0, following: 0 });
    expect(await counts(bob)).toMatchObject({ followers: 0, following: 0 });
    for (const [who, whom] of [
      [bob, ann],
      [ann, bob],
    ]) {
      const res = await t.http.post(`/api/readers/${whom.username}/follow`).set(who.auth).expect(403);
      expect(res.body).toEqual({ success: false, message: 'You cannot follow this reader' });
    }
    expect(await t.connection.collection('follows').countDocuments({})).toBe(0);
    await unblock(ann, bob).expect(200);
    expect(await follow(t, bob, ann)).toBe('following');
  });

  it("takes the blocker's activity out of the blocked reader's feed", async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    await follow(t, bob, ann);
    await createReview(t, ann, (await createBook(t, admin))._id);
    expect((await feedOf(t, bob)).map((item) => item.actor.username)).toEqual([ann.username]);
    await block(ann, bob).expect(200);
    expect(await feedOf(t, bob)).toEqual([]);
  });

  it('withdraws pending follow requests between them too', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    await t.http.put('/api/auth/privacy').set(ann.auth).send({ approveFollowers: true }).expect(200);
    expect(await follow(t, bob, ann)).toBe('requested');
    await block(ann, bob).expect(200);
    expect((await t.http.get('/api/follow-requests').set(ann.auth).expect(200)).body.data).toEqual([]);
  });

  it('hides the blocker’s profile, reviews and reading list from the blocked reader only, and tells the blocker', async () => {
    const [ann, bob, cid] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await block(ann, bob).expect(200);
    for (const path of ['', '/reviews', '/reading-list']) {
      const res = await t.http.get(`/api/readers/${ann.username}${path}`).set(bob.auth).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Reader not found' });
      await t.http.get(`/api/readers/${ann.username}${path}`).set(cid.auth).expect(200);
      await t.http.get(`/api/readers/${ann.username}${path}`).expect(200);
    }
    expect((await profile(bob, ann).expect(200)).body.data.relationship).toEqual({
      self: false,
      follow: 'none',
      followsYou: false,
      blocked: true,
    });
    expect((await profile(ann, cid).expect(200)).body.data.relationship.blocked).toBe(false);
    await unblock(ann, bob).expect(200);
    await profile(ann, bob).expect(200);
    expect((await profile(bob, ann).expect(200)).body.data.relationship.blocked).toBe(false);
  });

  it('refuses likes and comments across a block, either way', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const [annsReview, bobsReview] = [await createReview(t, ann, book._id), await createReview(t, bob, book._id)];
    await block(ann, bob).expect(200);
    for (const [who, review] of [
      [bob, annsReview],
      [ann, bobsReview],
    ] as const) {
      const liked = await t.http.post(`/api/reviews/${review._id}/like`).set(who.auth).expect(403);
      expect(liked.body).toEqual({ success: false, message: 'You cannot interact with this reader' });
      const commented = await t.http
        .post(`/api/reviews/${review._id}/comments`)
        .set(who.auth)
        .send({ body: 'Hi' })
        .expect(403);
      expect(commented.body.message).toBe('You cannot interact with this reader');
    }
    expect(
      (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data.map(
        (r: { likeCount: number; commentCount: number }) => r.likeCount + r.commentCount,
      ),
    ).toEqual([0, 0]);
    await unblock(ann, bob).expect(200);
    await t.http.post(`/api/reviews/${annsReview._id}/like`).set(bob.auth).expect(200);
  });

  it('leaves comments between the two out of each one’s lists, others still seeing both, until unblocked', async () => {
    const [author, ann, bob, cid] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    const review = await createReview(t, author, (await createBook(t, admin))._id);
    for (const who of [ann, bob, cid])
      await t.http
        .post(`/api/reviews/${review._id}/comments`)
        .set(who.auth)
        .send({ body: `From ${who.username}` })
        .expect(201);
    await block(ann, bob).expect(200);
    expect(await commenters(review, ann)).toEqual([ann.username, cid.username]);
    expect(await commenters(review, bob)).toEqual([bob.username, cid.username]);
    const seenByBob = (await t.http.get(`/api/reviews/${review._id}/comments`).set(bob.auth).expect(200)).body.meta;
    expect(seenByBob.total).toBe(2);
    for (const other of [cid, author, undefined])
      expect(await commenters(review, other)).toEqual([ann.username, bob.username, cid.username]);
    await unblock(ann, bob).expect(200);
    expect(await commenters(review, bob)).toEqual([ann.username, bob.username, cid.username]);
  });

  it('lists the caller’s blocked readers newest first, and refuses oneself, unknown readers and visitors', async () => {
    const [ann, bob, cid] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await block(ann, bob).expect(200);
    await block(ann, cid).expect(200);
    const list = await blockedList(ann);
    expect(list.data.map((r: { username: string }) => r.username)).toEqual([cid.username, bob.username]);
    expect(list.data[0]).toEqual({ id: cid.id, username: cid.username, avatar: '', bio: '' });
    expect(list.meta).toEqual({ total: 2, page: 1, limit: 20, hasMore: false });
    expect((await blockedList(ann, '?limit=1&page=2')).data.map((r: { username: string }) => r.username)).toEqual([
      bob.username,
    ]);
    expect((await blockedList(bob)).data).toEqual([]);
    await unblock(ann, cid).expect(200);
    expect((await blockedList(ann)).data.map((r: { username: string }) => r.username)).toEqual([bob.username]);
    expect((await block(ann, ann).expect(400)).body).toEqual({ success: false, message: 'You cannot block yourself' });
    expect((await t.http.post('/api/readers/nobody_here_at_all/block').set(ann.auth).expect(404)).body.message).toBe(
      'Reader not found',
    );
    await t.http.post(`/api/readers/${bob.username}/block`).expect(401);
    await t.http.get('/api/blocks').expect(401);
  });
});

describe('a block made while a follow is being written', () => {
  const { t } = setUpApp();

  it('undoes the follow, which then counts nowhere', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    const follows = t.app.get(Collections).follows;
    // The block lands after the follow's check of blocks, before its insert.
    beforeNextCall(follows, 'create', () =>
      t.http.post(`/api/readers/${bob.username}/block`).set(ann.auth).expect(200),
    );
    const res = await t.http.post(`/api/readers/${ann.username}/follow`).set(bob.auth).expect(403);
    expect(res.body.message).toBe('You cannot follow this reader');
    expect(await t.connection.collection('follows').countDocuments({})).toBe(0);
    for (const reader of [ann, bob])
      expect(
        (await t.http.get(`/api/readers/${reader.username}`).set(reader.auth).expect(200)).body.data.counts,
      ).toMatchObject({ followers: 0, following: 0 });
  });
});
