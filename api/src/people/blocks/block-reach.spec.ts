import { Types } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { recordQueries, uncoveredQueries, type QueryShape } from '../../testing/index-coverage';
import { follow } from '../../testing/readers';
import { reportAndResolveReview } from '../../testing/reports';

/**
 * A block hides each reader from the other on every signed-in path: not only the profile, but every listing,
 * filter and list that would show one to the other. Signed out, nothing tells of a block.
 */
describe('what a block hides, on every path', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let shapes: QueryShape[];

  beforeAll(() => {
    shapes = recordQueries(t.connection);
  });

  const block = (blocker: TestUser, reader: TestUser) =>
    t.http.post(`/api/readers/${reader.username}/block`).set(blocker.auth).expect(200);
  const get = (url: string, caller?: TestUser) => t.http.get(url).set(caller?.auth ?? {});
  const reviewIds = async (url: string, caller?: TestUser) =>
    (await get(url, caller).expect(200)).body.data.map((r: { _id: string }) => r._id);
  const usernames = async (url: string, caller?: TestUser) =>
    (await get(url, caller).expect(200)).body.data.map((r: { username: string }) => r.username);

  /** Ann blocks Bob; each has reviewed the same book; Cid is a bystander. */
  async function blockedPair() {
    const [ann, bob, cid] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const annsReview = await createReview(t, ann, book._id);
    const bobsReview = await createReview(t, bob, book._id);
    return { ann, bob, cid, book, annsReview, bobsReview };
  }

  it('leaves each one’s reviews out of every review listing the other reads, whatever the filter', async () => {
    const { ann, bob, cid, book, annsReview, bobsReview } = await blockedPair();
    const listings = (reader: TestUser) => [
      `/api/reviews?user=${reader.id}`,
      `/api/reviews?book=${book._id}`,
      `/api/reviews?book=${book._id}&user=${reader.id}`,
      `/api/reviews?search=${reader.username}`,
      '/api/reviews?limit=100',
      `/api/readers/${reader.username}/reviews`,
    ];
    // A visitor's answers are read (and kept by the read cache) before the block and after it.
    for (const url of [...listings(ann), ...listings(bob)]) await reviewIds(url);
    await block(ann, bob);
    for (const url of listings(ann)) {
      expect(await reviewIds(url)).toContain(annsReview._id);
      expect(await reviewIds(url, cid)).toContain(annsReview._id);
      if (!url.startsWith('/api/readers/')) expect(await reviewIds(url, bob)).not.toContain(annsReview._id);
    }
    for (const url of listings(bob)) expect(await reviewIds(url, ann)).not.toContain(bobsReview._id);
    // Counted without them too.
    const byBook = (await get(`/api/reviews?book=${book._id}`, bob).expect(200)).body;
    expect(byBook.data.map((r: { _id: string }) => r._id)).toEqual([bobsReview._id]);
    expect(byBook.meta.total).toBe(1);
  });

  it('hides each one’s followers and following from the other, and leaves the two out of others’ lists', async () => {
    const [ann, bob, cid, dot] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    await follow(t, cid, ann);
    await follow(t, ann, dot);
    for (const reader of [ann, bob]) {
      await follow(t, reader, cid);
      await follow(t, dot, reader);
    }
    await block(ann, bob);
    const unknown = (await get('/api/readers/nobody_by_this_name/followers', bob).expect(404)).body;
    for (const side of ['followers', 'following']) {
      expect((await get(`/api/readers/${ann.username}/${side}`, bob).expect(404)).body).toEqual(unknown);
      expect(await usernames(`/api/readers/${ann.username}/${side}`)).not.toEqual([]);
      expect(await usernames(`/api/readers/${ann.username}/${side}`, cid)).not.toEqual([]);
      // The blocker, who still reaches the blocked reader's profile (to unblock), finds nobody in their lists.
      const blockersView = (await get(`/api/readers/${bob.username}/${side}`, ann).expect(200)).body;
      expect(blockersView).toMatchObject({ data: [], meta: { total: 0, hasMore: false } });
      expect(await usernames(`/api/readers/${bob.username}/${side}`, cid)).not.toEqual([]);
    }
    const seen = async (caller: TestUser) => [
      ...(await usernames(`/api/readers/${cid.username}/followers`, caller)),
      ...(await usernames(`/api/readers/${dot.username}/following`, caller)),
    ];
    expect(await seen(bob)).not.toContain(ann.username);
    expect(await seen(ann)).not.toContain(bob.username);
    expect(await seen(cid)).toEqual(expect.arrayContaining([ann.username, bob.username]));
    const bobsView = (await get(`/api/readers/${cid.username}/followers`, bob).expect(200)).body.meta;
    expect(bobsView.total).toBe(1);
  });

  it('answers the comments of either one’s reviews to the other as an unknown review’s', async () => {
    const { ann, bob, cid, annsReview, bobsReview } = await blockedPair();
    for (const review of [annsReview, bobsReview])
      await t.http.post(`/api/reviews/${review._id}/comments`).set(cid.auth).send({ body: 'Seen it' }).expect(201);
    await block(ann, bob);
    for (const [who, review] of [
      [bob, annsReview],
      [ann, bobsReview],
    ] as const) {
      const res = await get(`/api/reviews/${review._id}/comments`, who).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Review not found' });
      expect((await get(`/api/reviews/${review._id}/comments`, cid).expect(200)).body.data).toHaveLength(1);
      expect((await get(`/api/reviews/${review._id}/comments`).expect(200)).body.data).toHaveLength(1);
    }
  });

  it('refuses edits and deletions of comments written on the other’s reviews before the block', async () => {
    const { ann, bob, annsReview, bobsReview } = await blockedPair();
    const comment = async (who: TestUser, review: { _id: string }) =>
      (await t.http.post(`/api/reviews/${review._id}/comments`).set(who.auth).send({ body: 'Before' }).expect(201)).body
        .data._id as string;
    const bobsComment = await comment(bob, annsReview);
    const annsComment = await comment(ann, bobsReview);
    await block(ann, bob);
    for (const [who, id] of [
      [bob, bobsComment],
      [ann, annsComment],
    ] as const) {
      const edited = await t.http.put(`/api/comments/${id}`).set(who.auth).send({ body: 'After' }).expect(403);
      expect(edited.body).toEqual({ success: false, message: 'You cannot interact with this reader' });
      const deleted = await t.http.delete(`/api/comments/${id}`).set(who.auth).expect(403);
      expect(deleted.body).toEqual({ success: false, message: 'You cannot interact with this reader' });
    }
    const kept = await t.connection
      .collection('comments')
      .find({ _id: { $in: [bobsComment, annsComment].map((id) => new Types.ObjectId(id)) } })
      .toArray();
    expect(kept.map((c) => c.body)).toEqual(['Before', 'Before']);
    // The review's author still removes what is written on their review.
    await t.http.delete(`/api/comments/${bobsComment}`).set(ann.auth).expect(200);
  });

  it('never suggests a reader blocked either way', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    for (const reader of [ann, bob]) {
      await addToReadingList(t, reader, book._id).expect(201);
      await createReview(t, reader, book._id);
    }
    const suggested = async (reader: TestUser) =>
      (await get('/api/feed/suggestions', reader).expect(200)).body.data.map((r: { username: string }) => r.username);
    expect(await suggested(bob)).toContain(ann.username);
    await block(ann, bob);
    expect(await suggested(bob)).not.toContain(ann.username);
    expect(await suggested(ann)).not.toContain(bob.username);
  });

  it('hides the notifications from before the block, each from the other, and their unread count', async () => {
    const { ann, bob, cid, annsReview, bobsReview } = await blockedPair();
    await t.http.post(`/api/reviews/${annsReview._id}/like`).set(bob.auth).expect(200);
    await t.http.post(`/api/reviews/${bobsReview._id}/comments`).set(ann.auth).send({ body: 'Hi' }).expect(201);
    await t.http.post(`/api/reviews/${annsReview._id}/like`).set(cid.auth).expect(200);
    const actors = async (reader: TestUser) =>
      (await get('/api/notifications', reader).expect(200)).body.data.map(
        (n: { actor: { username: string } | null }) => n.actor?.username,
      );
    const unread = async (reader: TestUser) =>
      (await get('/api/notifications/unread-count', reader).expect(200)).body.data.count;
    // An administrator's doing (no actor) is told too.
    await reportAndResolveReview(t, annsReview._id, { reporter: cid, admin, reason: 'spoilers', action: 'spoiler' });
    expect(await actors(ann)).toEqual([undefined, cid.username, bob.username]);
    expect(await actors(bob)).toEqual([ann.username]);
    await block(ann, bob);
    // Everything else stays, unread.
    expect(await actors(ann)).toEqual([undefined, cid.username]);
    expect(await unread(ann)).toBe(2);
    expect((await get('/api/notifications', ann).expect(200)).body.meta.total).toBe(2);
    expect(await actors(bob)).toEqual([]);
    expect(await unread(bob)).toBe(0);
    expect((await get('/api/notifications', bob).expect(200)).body.meta.total).toBe(0);
  });

  it('answers the blocker’s profile to the blocked reader as an unknown reader’s, and signed out as to anyone', async () => {
    const { ann, bob, cid } = await blockedPair();
    await block(ann, bob);
    const unknown = (await get('/api/readers/nobody_by_this_name', bob).expect(404)).body;
    expect((await get(`/api/readers/${ann.username}`, bob).expect(404)).body).toEqual(unknown);
    // Signed out, the blocked reader gets the public profile, the same as any visitor's: nothing about the block.
    const publicView = (await get(`/api/readers/${ann.username}`).expect(200)).body;
    expect(publicView.data.relationship).toEqual({ self: false, follow: 'none', followsYou: false, blocked: false });
    const strangersView = (await get(`/api/readers/${ann.username}`, cid).expect(200)).body;
    expect(strangersView).toEqual(publicView);
  });

  // Last: every query the paths above sent, blocks in place, is served by a declared index on a real MongoDB.
  it('serves each of these reads with a declared index', () => {
    expect(shapes.length).toBeGreaterThan(20);
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
  });
});

describe('a block and the read cache', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' }, env: { READ_CACHE_TTL_MS: '60000' } });

  it('never serves the blocked reader the visitors’ kept listing of the blocker’s reviews', async () => {
    const [ann, bob] = await Promise.all([createUser(t), createUser(t)]);
    const review = await createReview(t, ann, (await createBook(t, admin))._id);
    await t.http.post(`/api/readers/${ann.username}/block`).set(bob.auth).expect(200);
    for (const url of [`/api/reviews?user=${ann.id}`, '/api/reviews']) {
      const kept = await t.http.get(url).expect(200);
      expect(kept.body.data.map((r: { _id: string }) => r._id)).toContain(review._id);
      const bobs = await t.http.get(url).set(bob.auth).expect(200);
      expect(bobs.body.data.map((r: { _id: string }) => r._id)).not.toContain(review._id);
    }
  });
});
