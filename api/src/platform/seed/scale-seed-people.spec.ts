import { setUpApp } from '../../testing/fixtures';
import { seedScale } from './scale-seed';
import { MOST_FOLLOWED } from './scale-seed-people';

describe('seedScale: follows and activity', () => {
  const { t } = setUpApp();
  beforeAll(async () => {
    expect(await seedScale(t.app, 300, 4, t.config.jobWriteTimeoutMs)).toBe(true);
    // Thousands of follows, activities and notifications, bulk-inserted.
  }, 30_000);

  const db = (name: string) => t.connection.collection(name);

  it('makes each reader follow 0 to 200 others, skewed, with the counts kept on the users matching', async () => {
    const [follows, users] = await Promise.all([db('follows').find().toArray(), db('users').find().toArray()]);
    const following = new Map<string, number>();
    const followers = new Map<string, number>();
    for (const f of follows) {
      expect(String(f.follower)).not.toBe(String(f.followee));
      expect(f.status).toBe('accepted');
      following.set(String(f.follower), (following.get(String(f.follower)) ?? 0) + 1);
      followers.set(String(f.followee), (followers.get(String(f.followee)) ?? 0) + 1);
    }
    expect(new Set(follows.map((f) => `${f.follower}-${f.followee}`)).size).toBe(follows.length);
    for (const u of users) {
      expect([u.username, u.followingCount, u.followerCount]).toEqual([
        u.username,
        following.get(String(u._id)) ?? 0,
        followers.get(String(u._id)) ?? 0,
      ]);
    }
    const byName = new Map(users.map((u) => [u.username, u]));
    expect([byName.get('reader1')!.followingCount, byName.get('reader2')!.followingCount]).toEqual([
      Math.min(MOST_FOLLOWED, users.length - 2),
      2,
    ]);
    const counts = users
      .filter((u) => u.role !== 'admin')
      .map((u) => following.get(String(u._id)) ?? 0)
      .sort((a, b) => a - b);
    // Skewed: half the readers follow few, some many.
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(30);
    expect(counts.filter((n) => n >= 50).length).toBeGreaterThan(5);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MOST_FOLLOWED);
  });

  it('tells each reader followed, as the API does: their notifications and the counts kept on them match the follows', async () => {
    const users = await db('users')
      .find({ followerCount: { $gt: 0 } })
      .toArray();
    expect(users.length).toBeGreaterThan(10);
    const total = await db('notifications').countDocuments({ type: 'follow', read: false });
    expect(total).toBe(await db('follows').countDocuments());
    for (const u of users)
      expect([u.username, u.unreadNotifications, u.notificationCount]).toEqual([
        u.username,
        u.followerCount,
        u.followerCount,
      ]);
    const reader1 = users.find((u) => u.username === 'reader1')!;
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'reader1@example.test', password: 'password123' })
      .expect(200);
    const page = await t.http
      .get('/api/notifications?limit=5')
      .set({ Authorization: `Bearer ${login.body.data.token}` })
      .expect(200);
    expect(page.body.meta).toMatchObject({ total: reader1.followerCount, hasMore: true });
    expect(page.body.data[0]).toMatchObject({
      type: 'follow',
      read: false,
      link: `/readers/${page.body.data[0].actor.username}`,
    });
  });

  it('records the activity the lists and reviews imply, which the feed shows', async () => {
    const [activities, reviews, entries] = await Promise.all([
      db('activities').find().toArray(),
      db('reviews').countDocuments(),
      db('readinglistentries').find().toArray(),
    ]);
    const implied = entries.filter((e) => ['reading', 'completed', 'favourite', 'abandoned'].includes(e.status)).length;
    expect(activities.filter((a) => a.type === 'reviewed')).toHaveLength(reviews);
    expect(activities.filter((a) => a.type !== 'reviewed')).toHaveLength(implied);
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'reader1@example.test', password: 'password123' })
      .expect(200);
    const feed = await t.http
      .get('/api/feed?limit=50')
      .set({ Authorization: `Bearer ${login.body.data.token}` })
      .expect(200);
    expect(feed.body.data).toHaveLength(50);
    const times = feed.body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
