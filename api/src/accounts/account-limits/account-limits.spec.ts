import { Types } from 'mongoose';
import { loadConfig } from '../../platform/config/app-config';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, createUsers, type TestUser, setUpApp } from '../../testing/fixtures';
import { follow, setPrivacy } from '../../testing/readers';

/** Low limits (5 an hour, 1 in an account's first hour), counted per account in the database. */
describe('per-account hourly limits', () => {
  const { t, admin } = setUpApp({
    users: { admin: 'admin' },
    env: {
      COMMENT_RATE_LIMIT: '5',
      LIKE_RATE_LIMIT: '5',
      FOLLOW_RATE_LIMIT: '4',
      BLOCK_RATE_LIMIT: '4',
      NEW_ACCOUNT_LIMIT_FACTOR: '0.2',
    },
  });

  /** An account made two hours ago: past its first hour. */
  const established = async () => {
    const user = await createUser(t);
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { createdAt: new Date(Date.now() - 2 * 3_600_000) } });
    return user;
  };
  const someReview = async () => createReview(t, await createUser(t), (await createBook(t, admin))._id);
  const comment = (who: TestUser, review: { _id: string }) =>
    t.http.post(`/api/reviews/${review._id}/comments`).set(who.auth).send({ body: 'Nice' });
  const expectRefused = (res: { status: number; body: unknown; headers: Record<string, string> }, things: string) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: `Too many ${things}; try again later` });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it('lets an account comment its hourly limit, then answers 429 with Retry-After; another account is not affected', async () => {
    const [ann, bob] = [await established(), await established()];
    const review = await someReview();
    for (let i = 0; i < 5; i++) await comment(ann, review).expect(201);
    expectRefused(await comment(ann, review), 'comments');
    // The refused comment was not written.
    expect((await t.http.get(`/api/reviews/${review._id}/comments`).expect(200)).body.meta.total).toBe(5);
    await comment(bob, review).expect(201);
  });

  it('counts likes and unlikes together', async () => {
    const ann = await established();
    const review = await someReview();
    for (let i = 0; i < 5; i++)
      await (i % 2 ? t.http.delete(`/api/reviews/${review._id}/like`) : t.http.post(`/api/reviews/${review._id}/like`))
        .set(ann.auth)
        .expect(200);
    expectRefused(await t.http.post(`/api/reviews/${review._id}/like`).set(ann.auth), 'likes');
  });

  it('limits follows', async () => {
    const ann = await established();
    const readers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    for (const reader of readers.slice(0, 4))
      await t.http.post(`/api/readers/${reader.username}/follow`).set(ann.auth).expect(200);
    expectRefused(await t.http.post(`/api/readers/${readers[4].username}/follow`).set(ann.auth), 'follows');
  });

  it('counts unfollows, withdrawn requests and answers to follow requests as follows', async () => {
    const ann = await established();
    const reader = await createUser(t);
    for (let i = 0; i < 4; i++) await t.http.delete(`/api/readers/${reader.username}/follow`).set(ann.auth).expect(200);
    expectRefused(await t.http.delete(`/api/readers/${reader.username}/follow`).set(ann.auth), 'follows');

    const shy = await established();
    await setPrivacy(t, shy, { approveFollowers: true });
    const askers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t)));
    for (const asker of askers) expect(await follow(t, asker, shy)).toBe('requested');
    for (const [i, asker] of askers.slice(0, 4).entries())
      await t.http
        .post(`/api/follow-requests/${asker.username}/${i % 2 ? 'decline' : 'accept'}`)
        .set(shy.auth)
        .expect(200);
    expectRefused(await t.http.post(`/api/follow-requests/${askers[4].username}/accept`).set(shy.auth), 'follows');
    expectRefused(await t.http.post(`/api/follow-requests/${askers[4].username}/decline`).set(shy.auth), 'follows');
    // The refused answer left the request waiting.
    expect((await t.http.get('/api/follow-requests').set(shy.auth).expect(200)).body.meta.total).toBe(1);
  });

  it('limits blocks and unblocks together', async () => {
    const ann = await established();
    const [one, two, three] = await createUsers(t, 3);
    for (const reader of [one, two]) {
      await t.http.post(`/api/readers/${reader.username}/block`).set(ann.auth).expect(200);
      await t.http.delete(`/api/readers/${reader.username}/block`).set(ann.auth).expect(200);
    }
    expectRefused(await t.http.post(`/api/readers/${three.username}/block`).set(ann.auth), 'blocks');
    expectRefused(await t.http.delete(`/api/readers/${two.username}/block`).set(ann.auth), 'blocks');
    expect((await t.http.get('/api/blocks').set(ann.auth).expect(200)).body.meta.total).toBe(0);
  });

  it('counts edits and deletions of comments as comments', async () => {
    const ann = await established();
    const review = await someReview();
    const [first, second] = [
      (await comment(ann, review).expect(201)).body.data,
      (await comment(ann, review).expect(201)).body.data,
    ];
    for (const body of ['Edited', 'Edited again'])
      await t.http.put(`/api/comments/${second._id}`).set(ann.auth).send({ body }).expect(200);
    await t.http.delete(`/api/comments/${first._id}`).set(ann.auth).expect(200);
    expectRefused(await t.http.put(`/api/comments/${second._id}`).set(ann.auth).send({ body: 'Again' }), 'comments');
    expectRefused(await t.http.delete(`/api/comments/${second._id}`).set(ann.auth), 'comments');
    const left = (await t.http.get(`/api/reviews/${review._id}/comments`).expect(200)).body.data;
    expect(left.map((c: { body: string }) => c.body)).toEqual(['Edited again']);
  });

  it("does not count an administrator's moderation: removing readers' comments past the limit", async () => {
    const review = await someReview();
    const readers = [await established(), await established()];
    const comments = [];
    for (const reader of readers)
      for (let i = 0; i < 3; i += 1) comments.push((await comment(reader, review).expect(201)).body.data);
    for (const { _id } of comments) await t.http.delete(`/api/comments/${_id}`).set(admin.auth).expect(200);
  });

  it('gives an account in its first hour a fifth of each limit (rounded up)', async () => {
    const fresh = await createUser(t);
    const review = await someReview();
    await comment(fresh, review).expect(201);
    expectRefused(await comment(fresh, review), 'comments');
    await t.http.post(`/api/reviews/${review._id}/like`).set(fresh.auth).expect(200);
    expectRefused(await t.http.post(`/api/reviews/${review._id}/like`).set(fresh.auth), 'likes');
    const [one, two] = await createUsers(t, 2);
    await t.http.post(`/api/readers/${one.username}/follow`).set(fresh.auth).expect(200);
    expectRefused(await t.http.post(`/api/readers/${two.username}/follow`).set(fresh.auth), 'follows');
  });

  it('still answers 401 to a visitor, before counting anything', async () => {
    const review = await someReview();
    await t.http.post(`/api/reviews/${review._id}/comments`).send({ body: 'Nice' }).expect(401);
  });
});

describe('limits configuration', () => {
  const env = { NODE_ENV: 'test' as const, JWT_SECRET: 'x' };
  it('has the documented defaults', () => {
    const config = loadConfig(env);
    expect(config.accountHourlyLimits).toEqual({
      comments: 30,
      likes: 200,
      follows: 100,
      reports: 20,
      blocks: 50,
      clubs: 100,
    });
    expect(config.newAccountLimitFactor).toBe(0.2);
  });
  it('refuses a limit below 1 and a factor outside (0, 1]', () => {
    expect(() => loadConfig({ ...env, COMMENT_RATE_LIMIT: '0' })).toThrow(/COMMENT_RATE_LIMIT/);
    expect(() => loadConfig({ ...env, CLUB_RATE_LIMIT: '0' })).toThrow(/CLUB_RATE_LIMIT/);
    expect(() => loadConfig({ ...env, NEW_ACCOUNT_LIMIT_FACTOR: '0' })).toThrow(/NEW_ACCOUNT_LIMIT_FACTOR/);
    expect(() => loadConfig({ ...env, NEW_ACCOUNT_LIMIT_FACTOR: '1.5' })).toThrow(/NEW_ACCOUNT_LIMIT_FACTOR/);
  });
});
