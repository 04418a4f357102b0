import { createAdmin, createBook, createReview, createUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('reports', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const report = (who: TestUser | null, body: Record<string, unknown>) =>
    t.http
      .post('/api/reports')
      .set(who?.auth ?? {})
      .send(body);
  const openGroups = async () => (await t.http.get('/api/reports?limit=100').set(admin.auth).expect(200)).body.data;
  const resolve = (kind: string, target: string, body: Record<string, unknown>, who = admin) =>
    t.http.post(`/api/reports/${kind}/${target}/resolve`).set(who.auth).send(body);
  const notificationsOf = async (who: TestUser) =>
    (await t.http.get('/api/notifications').set(who.auth).expect(200)).body.data;
  /** A review by a new reader of a new book, and the reader. */
  async function reviewByNewReader(body: Record<string, unknown> = {}) {
    const author = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id, body);
    return { author, book, review };
  }

  it('takes a reader’s report of a review, a comment or a profile and thanks them; one open report per reader and item', async () => {
    const { author, review } = await reviewByNewReader();
    const [ann, bob] = [await createUser(t), await createUser(t)];
    const first = await report(ann, { kind: 'review', target: review._id, reason: 'spam' }).expect(201);
    expect(first.body).toEqual({ success: true, data: { message: 'Thanks, an administrator will look at it' } });
    const again = await report(ann, { kind: 'review', target: review._id, reason: 'harassment' }).expect(409);
    expect(again.body).toEqual({ success: false, message: 'You have already reported this' });
    // Two at once make one report.
    const both = await Promise.all(
      [1, 2].map(() => report(bob, { kind: 'review', target: review._id, reason: 'spoilers' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    await report(ann, {
      kind: 'reader',
      target: author.username.toUpperCase(),
      reason: 'other',
      text: '  Impersonates an author  ',
    }).expect(201);

    const groups = await openGroups();
    const ofReview = groups.find((g: { target: string }) => g.target === review._id);
    expect(ofReview).toMatchObject({
      kind: 'review',
      content: { text: 'Enjoyed it.', title: 'Good read' },
      author: { id: author.id, username: author.username },
      reporters: 2,
      texts: [],
      status: 'open',
      resolution: null,
    });
    expect(ofReview.reasons).toEqual([
      { reason: 'spam', count: 1 },
      { reason: 'spoilers', count: 1 },
    ]);
    expect(groups.find((g: { target: string }) => g.target === author.id)).toMatchObject({
      kind: 'reader',
      reporters: 1,
      texts: ['Impersonates an author'],
      content: { title: author.username },
    });
  });

  it('refuses visitors, bad reasons and texts, spoilers of anything but a review, unknown items and one’s own content', async () => {
    const { author, review } = await reviewByNewReader();
    const ann = await createUser(t);
    await report(null, { kind: 'review', target: review._id, reason: 'spam' }).expect(401);
    const noText = await report(ann, { kind: 'review', target: review._id, reason: 'other' }).expect(400);
    expect(noText.body.message).toBe('Please say what is wrong');
    await report(ann, { kind: 'review', target: review._id, reason: 'other', text: '   ' }).expect(400);
    const long = await report(ann, {
      kind: 'review',
      target: review._id,
      reason: 'other',
      text: 'x'.repeat(501),
    }).expect(400);
    expect(long.body.message).toBe('Text must be at most 500 characters');
    await report(ann, { kind: 'review', target: review._id, reason: 'rude' }).expect(400);
    await report(ann, { kind: 'book', target: review._id, reason: 'spam' }).expect(400);
    const spoilers = await report(ann, { kind: 'reader', target: author.username, reason: 'spoilers' }).expect(400);
    expect(spoilers.body.message).toBe('Only a review can be reported for spoilers');
    expect(
      (await report(ann, { kind: 'review', target: '0'.repeat(24), reason: 'spam' }).expect(404)).body.message,
    ).toBe('Review not found');
    await report(ann, { kind: 'review', target: 'not-an-id', reason: 'spam' }).expect(404);
    await report(ann, { kind: 'comment', target: '0'.repeat(24), reason: 'spam' }).expect(404);
    await report(ann, { kind: 'reader', target: 'nobody_here_at_all', reason: 'spam' }).expect(404);
    const own = await report(author, { kind: 'review', target: review._id, reason: 'spam' }).expect(400);
    expect(own.body.message).toBe('You cannot report your own content');
    await report(author, { kind: 'reader', target: author.username, reason: 'spam' }).expect(400);
    // Exactly 500 characters is fine.
    await report(ann, { kind: 'review', target: review._id, reason: 'other', text: 'x'.repeat(500) }).expect(201);
  });

  it('lets administrators only list, count and resolve', async () => {
    const { review } = await reviewByNewReader();
    const ann = await createUser(t);
    await report(ann, { kind: 'review', target: review._id, reason: 'spam' }).expect(201);
    await t.http.get('/api/reports').expect(401);
    expect((await t.http.get('/api/reports').set(ann.auth).expect(403)).body.message).toBe(
      'You do not have permission to do this',
    );
    await t.http.get('/api/reports/open-count').set(ann.auth).expect(403);
    await resolve('review', review._id, { action: 'dismiss' }, ann).expect(403);
    await resolve('review', review._id, { action: 'ban' }).expect(400);
    await resolve('book', review._id, { action: 'dismiss' }).expect(400);
    await resolve('review', review._id, { action: 'dismiss', note: 'x'.repeat(501) }).expect(400);
    await resolve('review', '0'.repeat(24), { action: 'dismiss' }).expect(404);
    await t.http.get('/api/reports?status=closed').set(admin.auth).expect(400);
  });

  it('lists open items oldest first by their first report, with the open count', async () => {
    await t.reset();
    admin = await createAdmin(t);
    const items = [await reviewByNewReader(), await reviewByNewReader(), await reviewByNewReader()];
    const [ann, bob] = [await createUser(t), await createUser(t)];
    for (const { review } of items)
      await report(ann, { kind: 'review', target: review._id, reason: 'spam' }).expect(201);
    // A later report of the first item keeps it first.
    await report(bob, { kind: 'review', target: items[0].review._id, reason: 'harassment' }).expect(201);
    expect((await t.http.get('/api/reports/open-count').set(admin.auth).expect(200)).body.data).toEqual({ count: 3 });
    const page = async (n: number) =>
      (await t.http.get(`/api/reports?limit=2&page=${n}`).set(admin.auth).expect(200)).body;
    const [first, second] = [await page(1), await page(2)];
    expect([...first.data, ...second.data].map((g: { target: string }) => g.target)).toEqual(
      items.map((i) => i.review._id),
    );
    expect(first.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
    expect(first.data[0].reporters).toBe(2);
    expect(new Date(first.data[0].firstReportedAt).getTime()).toBeLessThanOrEqual(
      new Date(first.data[1].firstReportedAt).getTime(),
    );
  });

  it('dismisses: the content stays, the reports are kept resolved with who and how, and the reader may report again', async () => {
    const { author, book, review } = await reviewByNewReader();
    const ann = await createUser(t);
    await report(ann, { kind: 'review', target: review._id, reason: 'other', text: 'Off-topic' }).expect(201);
    await resolve('review', review._id, { action: 'dismiss', note: 'Fine as it is' }).expect(200, {
      success: true,
      data: null,
    });
    await t.http
      .get(`/api/reviews?book=${book._id}`)
      .expect(200)
      .expect((res) => expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual([review._id]));
    expect((await openGroups()).some((g: { target: string }) => g.target === review._id)).toBe(false);
    const resolved = (await t.http.get('/api/reports?status=resolved').set(admin.auth).expect(200)).body.data;
    expect(resolved[0]).toMatchObject({
      kind: 'review',
      target: review._id,
      status: 'resolved',
      reporters: 1,
      texts: ['Off-topic'],
      reasons: [{ reason: 'other', count: 1 }],
      content: { text: 'Enjoyed it.' },
      resolution: { action: 'dismiss', note: 'Fine as it is', by: { id: admin.id } },
    });
    // A dismissal tells the author nothing; the item is open to a new report.
    expect(await notificationsOf(author)).toEqual([]);
    await report(ann, { kind: 'review', target: review._id, reason: 'spam' }).expect(201);
    await resolve('review', review._id, { action: 'dismiss' }).expect(200);
    await resolve('review', review._id, { action: 'dismiss' }).expect(404);
  });

  it('removes a review through its delete path (the book’s rating recounted) and tells its author why', async () => {
    const { author, book, review } = await reviewByNewReader({ rating: 1 });
    const other = await createUser(t);
    await createReview(t, other, book._id, { rating: 5 });
    await report(other, { kind: 'review', target: review._id, reason: 'harassment' }).expect(201);
    await resolve('review', review._id, { action: 'remove', note: 'Personal attacks' }).expect(200);
    const after = (await t.http.get(`/api/books/${book._id}`).expect(200)).body.data;
    expect(after).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toHaveLength(1);
    const [told] = await notificationsOf(author);
    expect(told).toMatchObject({ type: 'moderation', actor: null, read: false, link: '/profile' });
    expect(told.message).toBe(`An administrator removed your review of "${book.title}": Personal attacks`);
    const kept = (await t.http.get('/api/reports?status=resolved&limit=1').set(admin.auth).expect(200)).body.data[0];
    expect(kept).toMatchObject({
      target: review._id,
      content: { text: 'Enjoyed it.', bookTitle: book.title },
      resolution: { action: 'remove' },
    });
  });

  it('removes a comment through the comments’ delete path (the review’s count follows) and tells its author', async () => {
    const { book, review } = await reviewByNewReader();
    const [troll, ann] = [await createUser(t), await createUser(t)];
    const comment = (
      await t.http
        .post(`/api/reviews/${review._id}/comments`)
        .set(troll.auth)
        .send({ body: 'You know nothing' })
        .expect(201)
    ).body.data;
    await report(ann, { kind: 'comment', target: comment._id, reason: 'harassment' }).expect(201);
    expect((await openGroups()).find((g: { target: string }) => g.target === comment._id)).toMatchObject({
      kind: 'comment',
      content: { text: 'You know nothing' },
      author: { id: troll.id },
    });
    await resolve('comment', comment._id, { action: 'remove', note: 'Be kind' }).expect(200);
    expect((await t.http.get(`/api/reviews/${review._id}/comments`).expect(200)).body.data).toEqual([]);
    expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data[0].commentCount).toBe(0);
    expect((await notificationsOf(troll))[0].message).toBe(
      'An administrator removed your comment "You know nothing": Be kind',
    );
  });

  it('marks a review as containing spoilers, for reviews only, and tells its author', async () => {
    const { author, book, review } = await reviewByNewReader();
    const ann = await createUser(t);
    await report(ann, { kind: 'review', target: review._id, reason: 'spoilers' }).expect(201);
    await report(ann, { kind: 'reader', target: author.username, reason: 'spam' }).expect(201);
    const refused = await resolve('reader', author.id, { action: 'spoiler' }).expect(400);
    expect(refused.body.message).toBe('Only a review can be marked as containing spoilers');
    await resolve('review', review._id, { action: 'spoiler' }).expect(200);
    expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data[0]).toMatchObject({
      _id: review._id,
      spoiler: true,
    });
    const [told] = await notificationsOf(author);
    expect(told).toMatchObject({
      type: 'moderation',
      review: { _id: review._id, book: { _id: book._id, title: book.title } },
      link: `/books/${book._id}#review-${review._id}`,
    });
    expect(told.message).toBe(`An administrator marked your review of "${book.title}" as containing spoilers.`);
  });

  it('suspends the author of an item, which ends their sessions; a profile’s removal clears its bio', async () => {
    const { author, review } = await reviewByNewReader();
    const ann = await createUser(t);
    await t.http
      .put('/api/auth/profile')
      .set(author.auth)
      .send({ username: author.username, email: `${author.username}@example.test`, bio: 'Buy my pills' })
      .expect(200);
    await report(ann, { kind: 'reader', target: author.username, reason: 'spam' }).expect(201);
    expect((await openGroups()).find((g: { target: string }) => g.target === author.id).content).toEqual({
      text: 'Buy my pills',
      title: author.username,
    });
    await resolve('reader', author.username, { action: 'remove', note: 'Advertising' }).expect(200);
    expect((await t.http.get(`/api/readers/${author.username}`).expect(200)).body.data.bio).toBe('');

    await report(ann, { kind: 'review', target: review._id, reason: 'spam' }).expect(201);
    await resolve('review', review._id, { action: 'suspend', days: 7, note: 'Spam' }).expect(200);
    await t.http.get('/api/auth/me').set(author.auth).expect(401);
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: `${author.username}@example.test`, password: 'secret123' })
      .expect(403);
    expect(login.body.message).toMatch(/^Your account is suspended until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // An administrator's own item cannot suspend them.
    await report(ann, { kind: 'reader', target: admin.username, reason: 'spam' }).expect(201);
    expect((await resolve('reader', admin.id, { action: 'suspend' }).expect(400)).body.message).toBe(
      'You cannot suspend yourself',
    );
  });
});
