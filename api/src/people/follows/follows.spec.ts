import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { follow, setPrivacy } from '../../testing/readers';

describe('follows API', () => {
  const { t } = setUpApp();

  const counts = async (reader: TestUser) =>
    (await t.http.get(`/api/readers/${reader.username}`).expect(200)).body.data.counts;
  const names = async (url: string, who?: TestUser) =>
    (
      await t.http
        .get(url)
        .set(who?.auth ?? {})
        .expect(200)
    ).body.data.map((r: { username: string }) => r.username);
  const relationship = async (caller: TestUser, reader: TestUser) =>
    (await t.http.get(`/api/readers/${reader.username}`).set(caller.auth).expect(200)).body.data.relationship;

  it('follows and unfollows, keeping both readers’ counts, and lists followers and following', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    expect(await follow(t, ann, bob)).toBe('following');
    expect(await counts(bob)).toMatchObject({ followers: 1, following: 0 });
    expect(await counts(ann)).toMatchObject({ followers: 0, following: 1 });
    expect(await names(`/api/readers/${bob.username}/followers`)).toEqual([ann.username]);
    expect(await names(`/api/readers/${ann.username}/following`)).toEqual([bob.username]);
    expect(await relationship(ann, bob)).toEqual({
      self: false,
      follow: 'following',
      followsYou: false,
      blocked: false,
    });
    expect(await relationship(bob, ann)).toEqual({ self: false, follow: 'none', followsYou: true, blocked: false });

    await t.http.delete(`/api/readers/${bob.username}/follow`).set(ann.auth).expect(200, { success: true, data: null });
    expect(await counts(bob)).toMatchObject({ followers: 0 });
    expect(await counts(ann)).toMatchObject({ following: 0 });
    expect(await names(`/api/readers/${bob.username}/followers`)).toEqual([]);
    // Nothing left to end is no error, and changes no count.
    await t.http.delete(`/api/readers/${bob.username}/follow`).set(ann.auth).expect(200);
    expect(await counts(bob)).toMatchObject({ followers: 0 });
  });

  it('makes following twice one follow, even at once', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    const results = await Promise.all(
      [1, 2, 3].map(() => t.http.post(`/api/readers/${bob.username}/follow`).set(ann.auth)),
    );
    expect(results.map((r) => [r.status, r.body.data.follow])).toEqual([200, 200, 200].map((s) => [s, 'following']));
    expect(await follow(t, ann, bob)).toBe('following');
    expect(await counts(bob)).toMatchObject({ followers: 1 });
    expect(
      await t.connection.collection('follows').countDocuments({
        followee: (await t.connection.collection('users').findOne({ username: bob.username }))!._id,
      }),
    ).toBe(1);
  });

  it('refuses to follow oneself, an unknown reader, or without signing in', async () => {
    const ann = await createUser(t);
    const self = await t.http.post(`/api/readers/${ann.username}/follow`).set(ann.auth).expect(400);
    expect(self.body).toEqual({ success: false, message: 'You cannot follow yourself' });
    // Any case of the username is the reader.
    await t.http.post(`/api/readers/${ann.username.toUpperCase()}/follow`).set(ann.auth).expect(400);
    const unknown = await t.http.post('/api/readers/nobody_here_at_all/follow').set(ann.auth).expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Reader not found' });
    await t.http.get('/api/readers/nobody_here_at_all/followers').expect(404);
    await t.http.post(`/api/readers/${ann.username}/follow`).expect(401);
    await t.http.get('/api/follow-requests').expect(401);
  });

  it('makes a follow a request when the reader approves followers: accepted, declined or withdrawn', async () => {
    const [reader, ann, bob, cid] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    await setPrivacy(t, reader, { approveFollowers: true });
    for (const asker of [ann, bob, cid]) expect(await follow(t, asker, reader)).toBe('requested');
    // Asking twice is one request, still a request.
    expect(await follow(t, ann, reader)).toBe('requested');
    expect(await relationship(ann, reader)).toMatchObject({ follow: 'requested' });
    // Requests count nowhere, and are the reader's to see, oldest first.
    expect(await counts(reader)).toMatchObject({ followers: 0 });
    expect(await counts(ann)).toMatchObject({ following: 0 });
    expect(await names('/api/follow-requests', reader)).toEqual([ann.username, bob.username, cid.username]);
    expect(await names('/api/follow-requests', ann)).toEqual([]);

    await t.http
      .post(`/api/follow-requests/${ann.username}/accept`)
      .set(reader.auth)
      .expect(200, { success: true, data: null });
    await t.http
      .post(`/api/follow-requests/${bob.username}/decline`)
      .set(reader.auth)
      .expect(200, { success: true, data: null });
    await t.http.delete(`/api/readers/${reader.username}/follow`).set(cid.auth).expect(200);
    expect(await names('/api/follow-requests', reader)).toEqual([]);
    expect(await relationship(ann, reader)).toMatchObject({ follow: 'following' });
    expect(await relationship(bob, reader)).toMatchObject({ follow: 'none' });
    expect(await relationship(cid, reader)).toMatchObject({ follow: 'none' });
    expect(await counts(reader)).toMatchObject({ followers: 1 });
    expect(await counts(ann)).toMatchObject({ following: 1 });
    expect(await names(`/api/readers/${reader.username}/followers`)).toEqual([ann.username]);

    // A request answered is gone: answering it again is a 404, as is a request never made.
    const again = await t.http.post(`/api/follow-requests/${ann.username}/accept`).set(reader.auth).expect(404);
    expect(again.body.message).toBe('No such follow request');
    await t.http.post(`/api/follow-requests/${bob.username}/accept`).set(reader.auth).expect(404);
    await t.http.post(`/api/follow-requests/${reader.username}/decline`).set(ann.auth).expect(404);
  });

  it('lets a reader remove a follower: the follow ends, both counts with it, and coming back needs approval', async () => {
    const [reader, fan, other] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await follow(t, fan, reader);
    await follow(t, other, reader);
    await setPrivacy(t, reader, { listVisibility: 'followers' });
    await t.http.get(`/api/readers/${reader.username}/reading-list`).set(fan.auth).expect(200);

    await t.http.delete(`/api/followers/${fan.username}`).set(reader.auth).expect(200, { success: true, data: null });
    expect(await names(`/api/readers/${reader.username}/followers`)).toEqual([other.username]);
    expect(await counts(reader)).toMatchObject({ followers: 1 });
    expect(await counts(fan)).toMatchObject({ following: 0 });
    expect(await relationship(fan, reader)).toMatchObject({ follow: 'none' });
    const list = await t.http.get(`/api/readers/${reader.username}/reading-list`).set(fan.auth).expect(404);
    expect(list.body.message).toBe('This reading list is private');
    // Removed twice is removed once (the screen may be stale); no count moves.
    await t.http.delete(`/api/followers/${fan.username}`).set(reader.auth).expect(200);
    expect(await counts(reader)).toMatchObject({ followers: 1 });
    expect(await counts(other)).toMatchObject({ following: 1 });
    // Approval is on: following again is a request the reader decides on.
    expect(await follow(t, fan, reader)).toBe('requested');
    // Only one's own followers: removing a reader one follows is not removing oneself from theirs.
    await t.http.delete(`/api/followers/${reader.username}`).set(other.auth).expect(200);
    expect(await names(`/api/readers/${reader.username}/followers`)).toEqual([other.username]);
    const unknown = await t.http.delete('/api/followers/nobody_here_at_all').set(reader.auth).expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Reader not found' });
    await t.http.delete(`/api/followers/${other.username}`).expect(401);
  });

  it('pages followers newest first, with the total kept on the reader', async () => {
    const reader = await createUser(t);
    const fans: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const fan = await createUser(t);
      await follow(t, fan, reader);
      fans.push(fan);
    }
    const page = async (n: number) =>
      (await t.http.get(`/api/readers/${reader.username}/followers?page=${n}&limit=2`).expect(200)).body;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([...first.data, ...second.data, ...third.data].map((r: { username: string }) => r.username)).toEqual(
      fans.map((f) => f.username).reverse(),
    );
    expect(first.meta).toEqual({ total: 5, page: 1, limit: 2, hasMore: true });
    expect(third.meta).toEqual({ total: 5, page: 3, limit: 2, hasMore: false });
    expect(first.data[0]).toEqual({ id: fans[4].id, username: fans[4].username, avatar: '', bio: '' });
    await t.http.get(`/api/readers/${reader.username}/followers?limit=101`).expect(400);
  });
});

describe('removing followers, within the hourly allowance of follows', () => {
  const { t } = setUpApp({ env: { FOLLOW_RATE_LIMIT: '2', NEW_ACCOUNT_LIMIT_FACTOR: '1' } });

  it('counts each removal against the account’s follows, then answers 429 with Retry-After', async () => {
    const reader = await createUser(t);
    const fans = await Promise.all([1, 2, 3].map(() => createUser(t)));
    for (const fan of fans) await follow(t, fan, reader);
    for (const fan of fans.slice(0, 2))
      await t.http.delete(`/api/followers/${fan.username}`).set(reader.auth).expect(200);
    const refused = await t.http.delete(`/api/followers/${fans[2].username}`).set(reader.auth).expect(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many follows; try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await t.http.get(`/api/readers/${reader.username}/followers`).expect(200)).body.data.map(
        (r: { username: string }) => r.username,
      ),
    ).toEqual([fans[2].username]);
  });
});
