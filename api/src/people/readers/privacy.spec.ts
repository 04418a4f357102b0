import { Types } from 'mongoose';
import { Collections } from '../../platform/database/collections';
import { followersOnlyApproval } from '../../platform/migrations/0012-followers-only-approval';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { CALLERS, feedOf, follow, SEES, setPrivacy, type Caller } from '../../testing/readers';
import { addToReadingList } from '../../testing/reading-list';

const VISIBILITIES = ['everyone', 'followers', 'me'] as const;

/**
 * Privacy is the API's: what a caller may not see is not sent. Each rule is checked from a visitor, a signed-in
 * stranger, an accepted follower and the owner, for each of the three settings.
 */
describe('reader privacy', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let owner: TestUser;
  let follower: TestUser;
  let stranger: TestUser;
  let bookId: string;
  const year = new Date().getUTCFullYear();

  const auth = (caller: Caller) =>
    ({ visitor: {}, stranger: stranger.auth, follower: follower.auth, owner: owner.auth })[caller];
  const profile = async (caller: Caller) =>
    (await t.http.get(`/api/readers/${owner.username}`).set(auth(caller)).expect(200)).body.data;

  beforeAll(async () => {
    [owner, follower, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    bookId = (await createBook(t, admin))._id;
    const other = (await createBook(t, admin))._id;
    await addToReadingList(t, owner, bookId, 'reading').expect(201);
    await addToReadingList(t, owner, other, 'completed').expect(201);
    await t.http.put(`/api/goals/${year}`).set(owner.auth).send({ target: 12 }).expect(200);
    await createReview(t, owner, other, { rating: 5, title: 'Public thoughts' });
    expect(await follow(t, follower, owner)).toBe('following');
  });

  it('new readers share everything and accept followers without approval', async () => {
    const me = (await t.http.get('/api/auth/me').set(stranger.auth).expect(200)).body.data;
    expect(me.privacy).toEqual({
      listVisibility: 'everyone',
      goalVisibility: 'everyone',
      activityVisibility: 'everyone',
      approveFollowers: false,
    });
  });

  it('sends the reading list (the list, its books finished, currently reading) only to whom listVisibility allows', async () => {
    for (const visibility of VISIBILITIES) {
      await setPrivacy(t, owner, { listVisibility: visibility });
      for (const caller of CALLERS) {
        const sees = SEES[visibility].includes(caller);
        const list = await t.http.get(`/api/readers/${owner.username}/reading-list`).set(auth(caller));
        if (sees)
          expect(list.status === 200 && list.body.data.map((e: { status: string }) => e.status).sort()).toEqual([
            'completed',
            'reading',
          ]);
        else expect([list.status, list.body.message]).toEqual([404, 'This reading list is private']);
        const p = await profile(caller);
        expect([
          caller,
          visibility,
          p.visible.list,
          p.counts.booksFinished,
          p.currentlyReading?.map((b: { _id: string }) => b._id) ?? null,
        ]).toEqual([caller, visibility, sees, sees ? 1 : null, sees ? [bookId] : null]);
      }
    }
    await setPrivacy(t, owner, { listVisibility: 'everyone' });
  });

  it("sends the year's goal only to whom goalVisibility allows", async () => {
    for (const visibility of VISIBILITIES) {
      await setPrivacy(t, owner, { goalVisibility: visibility });
      for (const caller of CALLERS) {
        const sees = SEES[visibility].includes(caller);
        const p = await profile(caller);
        expect([caller, visibility, p.visible.goal, p.goal]).toEqual([
          caller,
          visibility,
          sees,
          sees ? { year, target: 12, finished: 1 } : null,
        ]);
      }
    }
    await setPrivacy(t, owner, { goalVisibility: 'everyone' });
  });

  it('sends the activity only to whom activityVisibility allows, decided when it is read', async () => {
    // The stranger asks to follow too, but is never accepted: a request opens nothing.
    await setPrivacy(t, owner, { approveFollowers: true });
    expect(await follow(t, stranger, owner)).toBe('requested');
    await setPrivacy(t, owner, { approveFollowers: false });
    for (const visibility of VISIBILITIES) {
      await setPrivacy(t, owner, { activityVisibility: visibility });
      for (const caller of CALLERS) {
        const sees = SEES[visibility].includes(caller);
        expect([caller, visibility, (await profile(caller)).visible.activity]).toEqual([caller, visibility, sees]);
        if (caller === 'visitor') await t.http.get('/api/feed').expect(401);
        else if (caller !== 'owner') {
          const fromOwner = (await feedOf(t, caller === 'follower' ? follower : stranger)).filter(
            (i) => i.actor.username === owner.username,
          );
          // started, finished, reviewed and the goal, all or nothing; the feed is of the readers one follows, so the
          // stranger (a request only) never has them. The owner follows nobody and has no feed of their own.
          const inFeed = sees && caller === 'follower';
          expect([caller, visibility, fromOwner.map((i) => i.type).sort()]).toEqual([
            caller,
            visibility,
            inFeed ? ['finished', 'goal', 'reviewed', 'started'] : [],
          ]);
        }
      }
    }
    await setPrivacy(t, owner, { activityVisibility: 'everyone' });
  });

  it('sends the profile itself and the reviews to everyone, whatever the settings', async () => {
    await setPrivacy(t, owner, { listVisibility: 'me', goalVisibility: 'me', activityVisibility: 'me' });
    for (const caller of CALLERS) {
      const p = await profile(caller);
      expect(p).toMatchObject({
        username: owner.username,
        counts: { reviews: 1, followers: 1, following: 0 },
        relationship: { self: caller === 'owner' },
      });
      expect(p.relationship.follow).toBe(
        caller === 'follower' ? 'following' : caller === 'stranger' ? 'requested' : 'none',
      );
      const reviews = await t.http.get(`/api/readers/${owner.username}/reviews`).set(auth(caller)).expect(200);
      expect(reviews.body.data.map((r: { title: string }) => r.title)).toEqual(['Public thoughts']);
    }
    await setPrivacy(t, owner, {
      listVisibility: 'everyone',
      goalVisibility: 'everyone',
      activityVisibility: 'everyone',
    });
  });

  it('turns approval of new followers on with any "followers only" setting; who already follows stays a follower', async () => {
    for (const part of ['listVisibility', 'goalVisibility', 'activityVisibility']) {
      const [reader, fan, newcomer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      expect(await follow(t, fan, reader)).toBe('following');
      const res = await t.http
        .put('/api/auth/privacy')
        .set(reader.auth)
        .send({ [part]: 'followers' })
        .expect(200);
      expect([part, res.body.data.privacy.approveFollowers]).toEqual([part, true]);
      // A follow in one click is a request now, which opens nothing; the follower from before keeps following.
      expect(await follow(t, newcomer, reader)).toBe('requested');
      const followers = await t.http.get(`/api/readers/${reader.username}/followers`).expect(200);
      expect(followers.body.data.map((r: { username: string }) => r.username)).toEqual([fan.username]);
      const seen = async (caller: TestUser) =>
        (await t.http.get(`/api/readers/${reader.username}`).set(caller.auth).expect(200)).body.data.visible;
      const key = { listVisibility: 'list', goalVisibility: 'goal', activityVisibility: 'activity' }[part]!;
      expect([part, (await seen(fan))[key], (await seen(newcomer))[key]]).toEqual([part, true, false]);
    }
  });

  it('turns approval on, by migration, for a "followers only" setting kept without it (written before the rule)', async () => {
    const [reader, newcomer] = await Promise.all([createUser(t), createUser(t)]);
    await t.connection
      .collection('users')
      .updateOne(
        { _id: new Types.ObjectId(reader.id) },
        { $set: { 'privacy.listVisibility': 'followers', 'privacy.approveFollowers': false } },
      );
    expect(await followersOnlyApproval.up(t.app.get(Collections))).toBeGreaterThanOrEqual(1);
    const me = (await t.http.get('/api/auth/me').set(reader.auth).expect(200)).body.data;
    expect(me.privacy).toMatchObject({ listVisibility: 'followers', approveFollowers: true });
    expect(await follow(t, newcomer, reader)).toBe('requested');
    await t.http.get(`/api/readers/${reader.username}/reading-list`).set(newcomer.auth).expect(404);
  });

  it('refuses to turn approval off while a setting is "followers only", with a clear 400', async () => {
    const reader = await createUser(t);
    await setPrivacy(t, reader, { goalVisibility: 'followers' });
    const message = 'New followers need your approval while anything is for followers only';
    for (const body of [{ approveFollowers: false }, { approveFollowers: false, listVisibility: 'followers' }]) {
      const res = await t.http.put('/api/auth/privacy').set(reader.auth).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message, errors: { approveFollowers: [message] } });
    }
    const me = (await t.http.get('/api/auth/me').set(reader.auth).expect(200)).body.data;
    expect(me.privacy).toMatchObject({
      listVisibility: 'everyone',
      goalVisibility: 'followers',
      approveFollowers: true,
    });
    // In the same write as the last "followers only" going, approval may go too.
    const res = await t.http
      .put('/api/auth/privacy')
      .set(reader.auth)
      .send({ goalVisibility: 'me', approveFollowers: false })
      .expect(200);
    expect(res.body.data.privacy).toMatchObject({ goalVisibility: 'me', approveFollowers: false });
  });

  it('keeps the settings not sent, and refuses an unknown visibility with a clear 400', async () => {
    await setPrivacy(t, stranger, { goalVisibility: 'me' });
    const res = await t.http.put('/api/auth/privacy').set(stranger.auth).send({ approveFollowers: true }).expect(200);
    expect(res.body.data.privacy).toEqual({
      listVisibility: 'everyone',
      goalVisibility: 'me',
      activityVisibility: 'everyone',
      approveFollowers: true,
    });
    const bad = await t.http
      .put('/api/auth/privacy')
      .set(stranger.auth)
      .send({ listVisibility: 'friends' })
      .expect(400);
    expect(bad.body.message).toBe('Visibility must be one of: everyone, followers, me');
    await t.http.put('/api/auth/privacy').set(stranger.auth).send({ approveFollowers: 'yes' }).expect(400);
    await t.http.put('/api/auth/privacy').send({ listVisibility: 'me' }).expect(401);
  });
});
