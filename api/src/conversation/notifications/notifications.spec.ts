import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, createUsers, type TestUser, setUpApp } from '../../testing/fixtures';
import { follow, setPrivacy } from '../../testing/readers';
import { NotificationsService } from './notifications.service';

describe('notifications', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  type Shown = {
    type: string;
    actor: { username: string } | null;
    review: { _id: string; book: { _id: string; title: string } | null } | null;
    comment: { excerpt: string } | null;
    read: boolean;
    link: string;
    createdAt: string;
  };
  const notificationsOf = async (who: TestUser, query = ''): Promise<Shown[]> =>
    (await t.http.get(`/api/notifications${query}`).set(who.auth).expect(200)).body.data;
  const unread = async (who: TestUser) =>
    (await t.http.get('/api/notifications/unread-count').set(who.auth).expect(200)).body.data.count;

  it('tells a reader who followed them or asked to, linking the follower’s profile or the requests', async () => {
    const [reader, ann, shy] = await createUsers(t, 3);
    await follow(t, ann, reader);
    // Following twice is one follow, and one notification.
    await follow(t, ann, reader);
    await setPrivacy(t, shy, { approveFollowers: true });
    await follow(t, reader, shy);
    expect(await notificationsOf(reader)).toEqual([
      expect.objectContaining({
        type: 'follow',
        actor: expect.objectContaining({ username: ann.username }),
        review: null,
        comment: null,
        message: null,
        read: false,
        link: `/readers/${ann.username}`,
      }),
    ]);
    expect(await notificationsOf(shy)).toEqual([
      expect.objectContaining({
        type: 'follow-request',
        actor: expect.objectContaining({ username: reader.username }),
        link: '/profile',
      }),
    ]);
    expect(await unread(reader)).toBe(1);
    // Nothing for the reader's own doing.
    expect(await notificationsOf(ann)).toEqual([]);
  });

  it('tells a review’s author of a like and a comment, never of their own, linking the review on its book’s page', async () => {
    const [author, fan] = await createUsers(t, 2);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id);
    await t.http.post(`/api/reviews/${review._id}/like`).set(fan.auth).expect(200);
    // A second click is the same like: no second notification.
    await t.http.post(`/api/reviews/${review._id}/like`).set(fan.auth).expect(200);
    await t.http
      .post(`/api/reviews/${review._id}/comments`)
      .set(fan.auth)
      .send({ body: 'So true! '.repeat(30) })
      .expect(201);
    await t.http.post(`/api/reviews/${review._id}/comments`).set(author.auth).send({ body: 'Thanks' }).expect(201);
    const told = await notificationsOf(author);
    const about = { _id: review._id, book: { _id: book._id, title: book.title } };
    expect(told.map((n) => [n.type, n.actor?.username, n.review, n.link])).toEqual([
      ['comment', fan.username, about, `/books/${book._id}#review-${review._id}`],
      ['like', fan.username, about, `/books/${book._id}#review-${review._id}`],
    ]);
    expect(told[0].comment!.excerpt.length).toBeLessThanOrEqual(120);
    expect(told[0].comment!.excerpt.startsWith('So true!')).toBe(true);
    expect(await notificationsOf(fan)).toEqual([]);
  });

  it('tells a reader once a day per actor, kind and item: follow/unfollow and like/unlike loops do not flood them', async () => {
    const [reader, ann] = await createUsers(t, 2);
    const book = await createBook(t, admin);
    const [review, other] = [
      await createReview(t, reader, book._id),
      await createReview(t, reader, (await createBook(t, admin))._id),
    ];
    for (let i = 0; i < 10; i++) {
      await follow(t, ann, reader);
      await t.http.delete(`/api/readers/${reader.username}/follow`).set(ann.auth).expect(200);
      await t.http.post(`/api/reviews/${review._id}/like`).set(ann.auth).expect(200);
      await t.http.delete(`/api/reviews/${review._id}/like`).set(ann.auth).expect(200);
    }
    await follow(t, ann, reader);
    for (const body of ['First', 'Second'])
      await t.http.post(`/api/reviews/${review._id}/comments`).set(ann.auth).send({ body }).expect(201);
    // Another item is another notification.
    await t.http.post(`/api/reviews/${other._id}/like`).set(ann.auth).expect(200);
    const told = await notificationsOf(reader);
    expect(told.map((n) => [n.type, n.actor?.username, n.review?._id ?? null])).toEqual([
      ['like', ann.username, other._id],
      ['comment', ann.username, review._id],
      ['like', ann.username, review._id],
      ['follow', ann.username, null],
    ]);
    // The first comment's words are what the reader was told; the second is not told again.
    expect(told[1].comment!.excerpt).toBe('First');
    expect(await unread(reader)).toBe(4);
    expect((await t.http.get('/api/notifications?limit=1').set(reader.auth).expect(200)).body.meta.total).toBe(4);
  });

  it('tells again on another (UTC) day', async () => {
    // Only the clock is made up: the database, timers and the HTTP server run as ever.
    const clock = (iso: string) => jest.setSystemTime(new Date(iso));
    jest.useFakeTimers({
      now: new Date('2031-03-04T23:50:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const [reader, ann] = await createUsers(t, 2);
      const loop = async () => {
        await follow(t, ann, reader);
        await t.http.delete(`/api/readers/${reader.username}/follow`).set(ann.auth).expect(200);
      };
      await loop();
      clock('2031-03-04T23:59:00Z');
      await loop();
      clock('2031-03-05T00:01:00Z');
      await loop();
      await loop();
      expect((await notificationsOf(reader)).map((n) => [n.type, n.createdAt])).toEqual([
        ['follow', '2031-03-05T00:01:00.000Z'],
        ['follow', '2031-03-04T23:50:00.000Z'],
      ]);
      expect(await unread(reader)).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes one notification of the same thing told at once (the unique key decides, not a prior read)', async () => {
    const [reader, ann] = await createUsers(t, 2);
    const notifications = t.app.get(NotificationsService);
    await Promise.all(
      Array.from({ length: 5 }, () => notifications.notify({ recipient: reader.id, type: 'follow', actor: ann.id })),
    );
    expect(await notificationsOf(reader)).toHaveLength(1);
    expect(await unread(reader)).toBe(1);
  });

  it('still tells each of an administrator’s actions (no actor, no once-a-day key)', async () => {
    const reader = await createUser(t);
    const notifications = t.app.get(NotificationsService);
    for (const message of ['One', 'Two'])
      await notifications.notify({ recipient: reader.id, type: 'moderation', message });
    expect(await notificationsOf(reader)).toHaveLength(2);
  });

  it('counts unread ones on the reader: 304 while the ETag holds, 200 once a new one comes; read-all marks every one read', async () => {
    const [reader, ann, bob] = await createUsers(t, 3);
    const first = await t.http.get('/api/notifications/unread-count').set(reader.auth).expect(200);
    expect(first.body.data).toEqual({ count: 0 });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const unchanged = await t.http
      .get('/api/notifications/unread-count')
      .set(reader.auth)
      .set('If-None-Match', etag)
      .expect(304);
    expect(unchanged.text).toBe('');

    await follow(t, ann, reader);
    const changed = await t.http
      .get('/api/notifications/unread-count')
      .set(reader.auth)
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.body.data).toEqual({ count: 1 });
    expect(changed.headers.etag).not.toBe(etag);
    await follow(t, bob, reader);
    expect(await unread(reader)).toBe(2);

    await t.http.post('/api/notifications/read-all').set(reader.auth).expect(200, { success: true, data: null });
    const afterRead = await t.http
      .get('/api/notifications/unread-count')
      .set(reader.auth)
      .set('If-None-Match', changed.headers.etag)
      .expect(200);
    expect(afterRead.body.data).toEqual({ count: 0 });
    expect((await notificationsOf(reader)).map((n) => n.read)).toEqual([true, true]);
    // Another reader's count is their own.
    expect(await unread(ann)).toBe(0);
  });

  it('tells a reader of an administrator’s suspension and its lifting, without an actor', async () => {
    const reader = await createUser(t);
    await t.http
      .put(`/api/users/${reader.id}/suspension`)
      .set(admin.auth)
      .send({ days: 3, note: 'Repeated spam' })
      .expect(200);
    await t.http.delete(`/api/users/${reader.id}/suspension`).set(admin.auth).expect(200);
    // The suspension ended the reader's sessions: they sign in again to read what they were told.
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: `${reader.username}@example.test`, password: 'secret123' })
      .expect(200);
    const told: (Shown & { message: string })[] = (
      await t.http
        .get('/api/notifications')
        .set({ Authorization: `Bearer ${login.body.data.token}` })
        .expect(200)
    ).body.data;
    expect(told.map((n) => [n.type, n.actor, n.link])).toEqual([
      ['moderation', null, '/profile'],
      ['moderation', null, '/profile'],
    ]);
    expect(told[0].message).toBe('An administrator lifted the suspension of your account.');
    expect(told[1].message).toMatch(
      /^An administrator suspended your account until [A-Z][a-z]+ \d{1,2}, \d{4}: Repeated spam$/,
    );
  });

  it('goes with the reader’s account, as do their open reports (an item left without reports leaves the queue)', async () => {
    const [reader, fan, other] = await createUsers(t, 3);
    await follow(t, fan, reader);
    await t.http
      .post('/api/reports')
      .set(reader.auth)
      .send({ kind: 'reader', target: other.username, reason: 'spam' })
      .expect(201);
    const collection = (name: string) => t.connection.collection(name);
    const recipient = (await collection('users').findOne({ username: reader.username }))!._id;
    expect(await collection('notifications').countDocuments({ recipient })).toBe(1);
    await t.http.delete('/api/auth/account').set(reader.auth).send({ password: 'secret123' }).expect(200);
    expect(await collection('notifications').countDocuments({ recipient })).toBe(0);
    expect(await collection('reports').countDocuments({ reporter: recipient })).toBe(0);
    const queue = (await t.http.get('/api/reports').set(admin.auth).expect(200)).body.data;
    expect(queue.some((g: { target: string }) => g.target === other.id)).toBe(false);
  });

  it('pages newest first, within the limits, for signed-in readers only', async () => {
    const reader = await createUser(t);
    const fans: TestUser[] = [];
    for (let i = 0; i < 3; i++) {
      fans.push(await createUser(t));
      await follow(t, fans[i], reader);
    }
    const page = async (n: number) =>
      (await t.http.get(`/api/notifications?limit=2&page=${n}`).set(reader.auth).expect(200)).body;
    const [one, two] = [await page(1), await page(2)];
    expect([...one.data, ...two.data].map((n: Shown) => n.actor!.username)).toEqual(
      fans.map((f) => f.username).reverse(),
    );
    expect(one.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
    await t.http.get('/api/notifications?limit=51').set(reader.auth).expect(400);
    await t.http.get('/api/notifications').expect(401);
    await t.http.get('/api/notifications/unread-count').expect(401);
    await t.http.post('/api/notifications/read-all').expect(401);
  });
});
