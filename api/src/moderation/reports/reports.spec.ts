import { createAdmin, createUser, createUsers } from '../../testing/fixtures';
import { reportsApp } from '../../testing/reports';

describe('reports', () => {
  const { t, admin, report, openGroups, resolve, reviewByNewReader } = reportsApp();

  it('takes a reader’s report of a review, a comment or a profile and thanks them; one open report per reader and item', async () => {
    const { author, review } = await reviewByNewReader();
    const [ann, bob] = await createUsers(t, 2);
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
    Object.assign(admin, await createAdmin(t)); // a new administrator, the calls' one too
    const items = [await reviewByNewReader(), await reviewByNewReader(), await reviewByNewReader()];
    const [ann, bob] = await createUsers(t, 2);
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
});
