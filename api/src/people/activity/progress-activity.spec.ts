import type { Model } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { feedOf, follow, setPrivacy } from '../../testing/readers';
import { queriesDuring, uncoveredQueries } from '../../testing/index-coverage';
import { Activity } from './activity.schema';
import { Collections } from '../../platform/database/collections';

describe('reading progress in feeds and on the profile', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let activities: Model<Activity>;

  beforeAll(async () => {
    activities = t.app.get(Collections).activities;
  });

  const log = (reader: TestUser, entry: string, body: Record<string, unknown>) =>
    t.http.put(`/api/reading-list/${entry}/progress`).set(reader.auth).send(body).expect(200);
  const move = (reader: TestUser, entry: string, status: string) =>
    t.http.put(`/api/reading-list/${entry}`).set(reader.auth).send({ status }).expect(200);
  const profileOf = async (reader: TestUser, caller?: TestUser) => {
    const req = t.http.get(`/api/readers/${reader.username}`);
    if (caller) req.set(caller.auth);
    return (await req.expect(200)).body.data;
  };

  it("shows a followed reader's progress in the feed, one item per book updated in place and brought to the top", async () => {
    const [me, ada] = await Promise.all([createUser(t), createUser(t)]);
    await follow(t, me, ada);
    const deadfall = await createBook(t, admin, { title: 'Deadfall', pageCount: 400 });
    const other = await createBook(t, admin, { title: 'Other', pageCount: 100 });
    const entry = (await addToReadingList(t, ada, deadfall._id, 'reading').expect(201)).body.data._id;
    await addToReadingList(t, ada, other._id, 'reading').expect(201);

    await log(ada, entry, { page: 40, note: 'A slow start.' });
    await log(ada, entry, { page: 120 });
    const feed = (await feedOf(t, me, '?limit=50')) as unknown as {
      type: string;
      book: { title: string } | null;
      progress: unknown;
    }[];
    expect(feed.map((i) => [i.type, i.book?.title])).toEqual([
      ['progress', 'Deadfall'],
      ['started', 'Other'],
      ['started', 'Deadfall'],
    ]);
    expect(feed[0].progress).toEqual({ fraction: 0.3, page: 120, pageCount: 400, percent: null });
    expect(feed[1].progress).toBeNull();
    // A percentage replaces the page, in the same item.
    const before = await activities.findOne({ actor: ada.id, type: 'progress' }).lean();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await log(ada, entry, { percent: 40 });
    const items = (await feedOf(t, me)) as unknown as { id: string; type: string; progress: unknown }[];
    expect(items.filter((i) => i.type === 'progress')).toEqual([
      expect.objectContaining({
        id: String(before!._id),
        progress: { fraction: 0.4, page: null, pageCount: null, percent: 40 },
      }),
    ]);
    expect(await activities.countDocuments({ actor: ada.id, type: 'progress' })).toBe(1);
    const after = await activities.findOne({ actor: ada.id, type: 'progress' }).lean();
    expect(after!.createdAt.getTime()).toBeGreaterThan(before!.createdAt.getTime());
  });

  it('records one "started" per reader and book, however often the entry moves in and out of reading', async () => {
    const ada = await createUser(t);
    const book = await createBook(t, admin);
    const entry = (await addToReadingList(t, ada, book._id, 'reading').expect(201)).body.data._id;
    await move(ada, entry, 'wishlist');
    await move(ada, entry, 'reading');
    await move(ada, entry, 'abandoned');
    await move(ada, entry, 'reading');
    const types = (await activities.find({ actor: ada.id }).sort({ createdAt: 1, _id: 1 }).lean()).map((a) => a.type);
    expect(types).toEqual(['started', 'abandoned']);
  });

  it('keeps progress to whom both the list and the activity settings let see it, in the feed, the profile and the list', async () => {
    const [follower, stranger, ada] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await follow(t, follower, ada);
    const book = await createBook(t, admin, { title: 'Hidden pages', pageCount: 300 });
    const entry = (await addToReadingList(t, ada, book._id, 'reading').expect(201)).body.data._id;
    await log(ada, entry, { page: 90 });
    const progressIn = async (caller?: TestUser) => {
      const profile = await profileOf(ada, caller);
      const listReq = t.http.get(`/api/readers/${ada.username}/reading-list`);
      if (caller) listReq.set(caller.auth);
      const list = await listReq;
      return {
        profile: profile.readingProgress,
        list: list.status === 200 ? (list.body.data[0].progress?.page ?? null) : 'hidden',
      };
    };
    const progress = [{ book: book._id, fraction: 0.3, page: 90, pageCount: 300, percent: null }];
    expect(await progressIn()).toEqual({ profile: progress, list: 90 });
    expect((await feedOf(t, follower)).map((i) => i.type)).toEqual(['progress', 'started']);

    // The list open to everyone, the activity to the reader alone: the stricter hides progress everywhere.
    await setPrivacy(t, ada, { listVisibility: 'everyone', activityVisibility: 'me' });
    expect(await progressIn(stranger)).toEqual({ profile: null, list: null });
    expect(await progressIn(follower)).toEqual({ profile: null, list: null });
    expect(await feedOf(t, follower)).toEqual([]);
    expect(await progressIn(ada)).toEqual({ profile: progress, list: 90 });
    // The activity for followers, the list for the reader alone: still hidden from followers.
    await setPrivacy(t, ada, { listVisibility: 'me', activityVisibility: 'followers' });
    expect(await progressIn(follower)).toEqual({ profile: null, list: 'hidden' });
    expect(await feedOf(t, follower)).toEqual([]);
    // Both for followers: the follower sees it, a stranger does not.
    await setPrivacy(t, ada, { listVisibility: 'followers' });
    expect(await progressIn(follower)).toEqual({ profile: progress, list: 90 });
    expect(await progressIn(stranger)).toEqual({ profile: null, list: 'hidden' });
    expect((await feedOf(t, follower)).map((i) => i.type)).toEqual(['progress', 'started']);
  });

  it('serves the progress writes with declared indexes', async () => {
    const ada = await createUser(t);
    const book = await createBook(t, admin, { pageCount: 200 });
    const entry = (await addToReadingList(t, ada, book._id, 'reading').expect(201)).body.data._id;
    const shapes = await queriesDuring(t.connection, async () => {
      await log(ada, entry, { page: 10 });
      await log(ada, entry, { page: 20 });
      await move(ada, entry, 'wishlist');
      await move(ada, entry, 'reading');
    });
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
  });
});
