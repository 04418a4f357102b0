import { JwtService } from '@nestjs/jwt';
import { Collections } from '../database/collections';
import { setUpApp } from '../../testing/fixtures';
import { seedDemoData } from './seed';

describe('the demo clubs', () => {
  const { t } = setUpApp();
  let auth: { Authorization: string };

  beforeAll(async () => {
    expect(await seedDemoData(t.app, t.config)).toBe(true);
    const reader = await t.app.get(Collections).users.findOne({ email: 'user@example.com' }).lean();
    const token = t.app.get(JwtService).sign({ sub: String(reader!._id), auth_time: Math.floor(Date.now() / 1000) });
    auth = { Authorization: `Bearer ${token}` };
  });

  it("lists a public and a private club in the directory, the public one among the demo reader's clubs", async () => {
    const directory = (await t.http.get('/api/clubs').expect(200)).body.data;
    expect(directory.map((c: { visibility: string }) => c.visibility).sort()).toEqual(['private', 'public']);
    const mine = (await t.http.get('/api/clubs/mine').set(auth).expect(200)).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        name: 'The Slow Burn Society',
        viewer: { state: 'member', role: 'member', muted: false },
      }),
    ]);
    const club = (await t.http.get(`/api/clubs/${mine[0]._id}`).set(auth).expect(200)).body.data;
    expect(club).toMatchObject({ memberCount: 7, currentRead: { title: 'Red Dust, Blue Sky' } });
  });

  it('shows the demo reader the section they reached, and the count of posts waiting in the next', async () => {
    const [club] = (await t.http.get('/api/clubs/mine').set(auth).expect(200)).body.data;
    const schedule = (await t.http.get(`/api/clubs/${club._id}/schedule`).set(auth).expect(200)).body.data;
    expect(
      schedule.sections.map((s: { open: boolean; postCount: number; unread: number }) => [
        s.open,
        s.postCount,
        s.unread,
      ]),
    ).toEqual([
      [true, 5, 4],
      [false, 3, 0],
      [false, 0, 0],
    ]);
    const [first, second] = schedule.sections.map((s: { _id: string }) => s._id);
    const open = (await t.http.get(`/api/clubs/${club._id}/sections/${first}/posts`).set(auth).expect(200)).body.data;
    expect(open.posts).toHaveLength(2);
    expect(open.posts[0]).toMatchObject({ pinned: true, replyCount: 2 });
    const gated = (await t.http.get(`/api/clubs/${club._id}/sections/${second}/posts`).set(auth).expect(200)).body.data;
    expect(gated).toMatchObject({ posts: [], waiting: 3, waitingText: '3 posts after page 180' });
    const list = (await t.http.get('/api/reading-list').set(auth).expect(200)).body.data;
    expect(list.find((e: { book: { title: string } }) => e.book.title === 'Red Dust, Blue Sky').progress).toMatchObject(
      {
        page: 120,
        pageCount: 276,
      },
    );
  });
});
