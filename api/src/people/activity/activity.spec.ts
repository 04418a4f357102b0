import { Types, type Model } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { feedOf, follow, setPrivacy } from '../../testing/readers';
import { queriesDuring, uncoveredQueries } from '../../testing/index-coverage';
import { Activity } from './activity.schema';
import { Collections } from '../../platform/database/collections';
import { addToReadingList } from '../../testing/reading-list';

describe('activity and the feed', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let activities: Model<Activity>;

  beforeAll(async () => {
    activities = t.app.get(Collections).activities;
  });

  const typesOf = async (reader: TestUser) =>
    (await activities.find({ actor: reader.id }).sort({ createdAt: 1, _id: 1 }).lean()).map((a) => a.type);

  it('records starting, finishing and abandoning a book, a review and a new goal; never an edit', async () => {
    const reader = await createUser(t);
    const [a, b] = [(await createBook(t, admin))._id, (await createBook(t, admin))._id];
    const entryA = (await addToReadingList(t, reader, a, 'reading').expect(201)).body.data;
    const entryB = (await addToReadingList(t, reader, b).expect(201)).body.data;
    expect(await typesOf(reader)).toEqual(['started']);
    await t.http.put(`/api/reading-list/${entryA._id}`).set(reader.auth).send({ status: 'completed' }).expect(200);
    await t.http.put(`/api/reading-list/${entryB._id}`).set(reader.auth).send({ status: 'abandoned' }).expect(200);
    // Edits: dates, the same status again, a favourite; a review's new text and rating; a goal's new target.
    await t.http.put(`/api/reading-list/${entryA._id}`).set(reader.auth).send({ startedAt: '2025-01-02' }).expect(200);
    await t.http.put(`/api/reading-list/${entryB._id}`).set(reader.auth).send({ status: 'abandoned' }).expect(200);
    await t.http.put(`/api/reading-list/${entryA._id}`).set(reader.auth).send({ status: 'favourite' }).expect(200);
    const review = await createReview(t, reader, a, { rating: 2 });
    await t.http
      .put(`/api/reviews/${review._id}`)
      .set(reader.auth)
      .send({ rating: 5, content: 'Changed my mind.' })
      .expect(200);
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 10 }).expect(200);
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 20 }).expect(200);
    expect(await typesOf(reader)).toEqual(['started', 'finished', 'abandoned', 'reviewed', 'goal']);
    const goal = await activities.findOne({ actor: reader.id, type: 'goal' }).lean();
    expect(goal?.goal).toEqual({ year: 2025, target: 10 });
    expect((await activities.findOne({ actor: reader.id, type: 'reviewed' }).lean())?.rating).toBe(2);
  });

  it('deletes the activity with the review, the entry, the goal or the book it is about', async () => {
    const reader = await createUser(t);
    const [a, b] = [(await createBook(t, admin))._id, (await createBook(t, admin))._id];
    const entry = (await addToReadingList(t, reader, a, 'reading').expect(201)).body.data;
    await t.http.put(`/api/reading-list/${entry._id}`).set(reader.auth).send({ status: 'completed' }).expect(200);
    const review = await createReview(t, reader, a);
    await createReview(t, reader, b);
    await addToReadingList(t, reader, b, 'reading').expect(201);
    await t.http.put('/api/goals/2024').set(reader.auth).send({ target: 3 }).expect(200);
    expect(await typesOf(reader)).toEqual(['started', 'finished', 'reviewed', 'reviewed', 'started', 'goal']);

    await t.http.delete(`/api/reviews/${review._id}`).set(admin.auth).expect(200);
    expect(await typesOf(reader)).toEqual(['started', 'finished', 'reviewed', 'started', 'goal']);
    await t.http.delete(`/api/reading-list/${entry._id}`).set(reader.auth).expect(200);
    expect(await typesOf(reader)).toEqual(['reviewed', 'started', 'goal']);
    await t.http.delete('/api/goals/2024').set(reader.auth).expect(200);
    expect(await typesOf(reader)).toEqual(['reviewed', 'started']);
    await t.http.delete(`/api/books/${b}`).set(admin.auth).expect(200);
    expect(await typesOf(reader)).toEqual([]);
  });

  it('shows the followed readers’ activity newest first, a page at a time, with the book and the review as they are now', async () => {
    const [me, ann, bob, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    expect(await feedOf(t, me)).toEqual([]);
    await follow(t, me, ann);
    await follow(t, me, bob);
    const books: Awaited<ReturnType<typeof createBook>>[] = [];
    for (let i = 0; i < 5; i++) books.push(await createBook(t, admin, { title: `Feed book ${i}` }));
    for (let i = 0; i < 5; i++) await addToReadingList(t, [ann, bob][i % 2], books[i]._id, 'reading').expect(201);
    await createReview(t, stranger, books[0]._id);
    const long = 'word '.repeat(100);
    const review = await createReview(t, ann, books[0]._id, { rating: 3, title: 'Slow start', content: long });
    const spoiler = await createReview(t, bob, books[1]._id, {
      rating: 4,
      title: 'The twist',
      content: 'The butler did it.',
      spoiler: true,
    });

    const all = await feedOf(t, me, '?limit=50');
    expect(all.map((i) => [i.type, i.actor.username, i.book?.id])).toEqual([
      ['reviewed', bob.username, books[1]._id],
      ['reviewed', ann.username, books[0]._id],
      ...[4, 3, 2, 1, 0].map((i) => ['started', [ann, bob][i % 2].username, books[i]._id]),
    ]);
    expect(all[0]).toMatchObject({
      rating: 4,
      review: { id: spoiler._id, title: 'The twist', excerpt: '', spoiler: true },
    });
    expect(all[1]).toMatchObject({
      actor: { id: ann.id, username: ann.username, avatar: '', bio: '' },
      book: { id: books[0]._id, title: 'Feed book 0', coverImage: books[0].coverImage, author: expect.any(String) },
      rating: 3,
      review: { id: review._id, title: 'Slow start', spoiler: false },
      goal: null,
    });
    const excerpt = (all[1] as unknown as { review: { excerpt: string } }).review.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);

    // Pages of 3 by the cursor: the same items, in the same order, each once.
    const pages: { id: string }[][] = [];
    let next: string | null = null;
    do {
      const res: { body: { data: { id: string }[]; meta: { hasMore: boolean; next: string | null } } } = await t.http
        .get(`/api/feed?limit=3${next ? `&before=${next}` : ''}`)
        .set(me.auth)
        .expect(200);
      pages.push(res.body.data);
      next = res.body.meta.next;
      expect(res.body.meta.hasMore).toBe(next !== null);
    } while (next);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((i) => i.id)).toEqual(all.map((i) => i.id));

    // A renamed book shows its new title; an unpublished one leaves the feed; a reader gone private, at once.
    await t.http.put(`/api/books/${books[0]._id}`).set(admin.auth).send({ title: 'Renamed feed book' }).expect(200);
    expect((await feedOf(t, me)).find((i) => i.id === all[1].id)?.book).toMatchObject({ title: 'Renamed feed book' });
    await t.http.put(`/api/books/${books[4]._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    expect((await feedOf(t, me, '?limit=50')).map((i) => i.id)).toEqual(
      all.filter((i) => i.book?.id !== books[4]._id).map((i) => i.id),
    );
    await setPrivacy(t, bob, { activityVisibility: 'me' });
    expect((await feedOf(t, me, '?limit=50')).every((i) => i.actor.username === ann.username)).toBe(true);
    await setPrivacy(t, bob, { activityVisibility: 'followers' });
    expect((await feedOf(t, me, '?limit=50')).some((i) => i.actor.username === bob.username)).toBe(true);
    // And an unfollowed reader too.
    await t.http.delete(`/api/readers/${bob.username}/follow`).set(me.auth).expect(200);
    expect((await feedOf(t, me, '?limit=50')).every((i) => i.actor.username === ann.username)).toBe(true);
  });

  it('leaves out activity about the list or the goal that their own setting hides, the stricter setting winning', async () => {
    const [me, shy, open] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    // The list and the goal for the reader alone, the activity for everyone: a follow in one click opens neither.
    await setPrivacy(t, shy, { listVisibility: 'me', goalVisibility: 'me', activityVisibility: 'everyone' });
    expect(await follow(t, me, shy)).toBe('following');
    await follow(t, me, open);
    const [book, other] = [(await createBook(t, admin))._id, (await createBook(t, admin))._id];
    for (const reader of [open, shy]) {
      await addToReadingList(t, reader, book, 'reading').expect(201);
      await t.http.put('/api/goals/2030').set(reader.auth).send({ target: 7 }).expect(200);
      await createReview(t, reader, other);
    }
    const seen = async () =>
      (await feedOf(t, me, '?limit=50')).map((i) => `${i.actor.username === shy.username ? 'shy' : 'open'} ${i.type}`);
    expect(await seen()).toEqual(['shy reviewed', 'open reviewed', 'open goal', 'open started']);
    // Pages are full: what is hidden is left out before the page is cut, not after.
    const firstPage = await feedOf(t, me, '?limit=2');
    expect(firstPage.map((i) => [i.actor.username, i.type])).toEqual([
      [shy.username, 'reviewed'],
      [open.username, 'reviewed'],
    ]);
    // A page at a time, each read served by a declared index (readers hiding different kinds, and the cursor).
    const paged: string[] = [];
    const shapes = await queriesDuring(t.connection, async () => {
      for (let next: string | null = ''; next !== null;) {
        const res: { body: { data: { id: string }[]; meta: { next: string | null } } } = await t.http
          .get(`/api/feed?limit=1${next ? `&before=${next}` : ''}`)
          .set(me.auth)
          .expect(200);
        paged.push(...res.body.data.map((i) => i.id));
        next = res.body.meta.next;
      }
    });
    expect(paged).toEqual((await feedOf(t, me, '?limit=50')).map((i) => i.id));
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);

    // Followers may see the list: its activity joins the feed of an (accepted) follower; then the goal's too.
    await setPrivacy(t, shy, { listVisibility: 'followers' });
    expect(await seen()).toEqual(['shy reviewed', 'shy started', 'open reviewed', 'open goal', 'open started']);
    await setPrivacy(t, shy, { goalVisibility: 'everyone' });
    expect((await seen()).filter((i) => i.startsWith('shy'))).toEqual(['shy reviewed', 'shy goal', 'shy started']);
    // The activity setting, stricter now, hides all of it, the list's and the goal's activity too.
    await setPrivacy(t, shy, { activityVisibility: 'me' });
    expect((await seen()).filter((i) => i.startsWith('shy'))).toEqual([]);
  });

  it('pages across the last 30 days and what is older, in one order', async () => {
    const [me, ann] = await Promise.all([createUser(t), createUser(t)]);
    await follow(t, me, ann);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const book = (await createBook(t, admin))._id;
      await addToReadingList(t, ann, book, 'reading').expect(201);
      ids.push(String((await activities.findOne({ actor: ann.id, book }).lean())!._id));
    }
    // Two of them from long ago: 40 and 90 days back (the oldest first).
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    // Through the driver: the model keeps createdAt immutable.
    const raw = t.connection.collection('activities');
    await raw.updateOne({ _id: new Types.ObjectId(ids[0]) }, { $set: { createdAt: daysAgo(90) } });
    await raw.updateOne({ _id: new Types.ObjectId(ids[1]) }, { $set: { createdAt: daysAgo(40) } });
    const expected = [ids[3], ids[2], ids[1], ids[0]];
    expect((await feedOf(t, me)).map((i) => i.id)).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const res: { body: { data: { id: string }[]; meta: { next: string | null } } } = await t.http
          .get(`/api/feed?limit=${limit}${next ? `&before=${next}` : ''}`)
          .set(me.auth)
          .expect(200);
        seen.push(...res.body.data.map((i) => i.id));
        next = res.body.meta.next;
      } while (next);
      expect([limit, seen]).toEqual([limit, expected]);
    }
  });

  it('refuses a malformed cursor or limit with a clear 400, and a visitor with a 401', async () => {
    const me = await createUser(t);
    expect((await t.http.get('/api/feed?before=nope').set(me.auth).expect(400)).body.message).toBe(
      'Before must be an item id',
    );
    await t.http.get('/api/feed?limit=51').set(me.auth).expect(400);
    await t.http.get('/api/feed').expect(401);
    await t.http.get('/api/feed/suggestions').expect(401);
  });
});
