import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';

describe('comments API', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const post = (who: TestUser | undefined, review: { _id: string }, body: unknown) =>
    t.http
      .post(`/api/reviews/${review._id}/comments`)
      .set(who?.auth ?? {})
      .send(body === undefined ? {} : { body });
  const list = async (review: { _id: string }, query = '', who?: TestUser) =>
    (
      await t.http
        .get(`/api/reviews/${review._id}/comments${query}`)
        .set(who?.auth ?? {})
        .expect(200)
    ).body;
  const commentCount = async (review: { _id: string; [key: string]: unknown }) =>
    (await t.http.get(`/api/reviews?book=${(review.book as { _id: string })._id}`).expect(200)).body.data.find(
      (r: { _id: string }) => r._id === review._id,
    ).commentCount;
  const scene = async () => {
    const [author, ann, bob] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const review = await createReview(t, author, (await createBook(t, admin))._id);
    return { author, ann, bob, review };
  };

  it('keeps a comment as plain text, as sent after trimming, and lists them oldest first in pages', async () => {
    const { author, ann, review } = await scene();
    const text = '<b>Loved</b> it: see https://example.com & <script>alert(1)</script>';
    const created = await post(ann, review, `  ${text}\n`).expect(201);
    expect(created.body.data).toEqual({
      _id: expect.any(String),
      review: review._id,
      user: { id: ann.id, username: ann.username, avatar: '', bio: '' },
      body: text,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      edited: false,
    });
    for (const n of [2, 3]) await post(n === 2 ? author : ann, review, `Comment ${n}`).expect(201);
    const all = await list(review);
    expect(all.data.map((c: { body: string }) => c.body)).toEqual([text, 'Comment 2', 'Comment 3']);
    expect(all.meta).toEqual({ total: 3, page: 1, limit: 20, hasMore: false });
    const second = await list(review, '?page=2&limit=2');
    expect(second.data.map((c: { body: string }) => c.body)).toEqual(['Comment 3']);
    expect(second.meta).toEqual({ total: 3, page: 2, limit: 2, hasMore: false });
    expect(await commentCount(review)).toBe(3);
    await t.http.get(`/api/reviews/${review._id}/comments?limit=101`).expect(400);
  });

  it('refuses an empty, blank, too long or missing body, a visitor and an unknown review', async () => {
    const { ann, review } = await scene();
    for (const body of ['', '   ', 'x'.repeat(2001), undefined, 42]) {
      const res = await post(ann, review, body).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/Comment/);
    }
    expect((await post(ann, review, 'x'.repeat(2001)).expect(400)).body.message).toBe(
      'Comment must be at most 2000 characters',
    );
    expect((await post(ann, review, '').expect(400)).body.message).toBe('Comment is required');
    await post(ann, review, 'x'.repeat(2000)).expect(201);
    await post(undefined, review, 'Hello').expect(401);
    expect((await post(ann, { _id: '64b000000000000000000000' }, 'Hello').expect(404)).body.message).toBe(
      'Review not found',
    );
    await t.http.get('/api/reviews/64b000000000000000000000/comments').expect(404);
    await t.http.get('/api/reviews/nope/comments').expect(400);
    expect(await commentCount(review)).toBe(1);
  });

  it('lets only its author edit a comment (not the review’s author, not an administrator)', async () => {
    const { author, ann, review } = await scene();
    const id = (await post(ann, review, 'First thought').expect(201)).body.data._id;
    for (const other of [author, admin]) {
      const res = await t.http.put(`/api/comments/${id}`).set(other.auth).send({ body: 'Hijacked' }).expect(403);
      expect(res.body).toEqual({ success: false, message: 'You can only edit your own comments' });
    }
    await t.http.put(`/api/comments/${id}`).send({ body: 'Anonymous' }).expect(401);
    await t.http.put(`/api/comments/${id}`).set(ann.auth).send({ body: ' ' }).expect(400);
    const edited = await t.http.put(`/api/comments/${id}`).set(ann.auth).send({ body: 'Second thought' }).expect(200);
    expect(edited.body.data).toMatchObject({
      _id: id,
      body: 'Second thought',
      edited: true,
      user: { username: ann.username },
    });
    expect((await list(review)).data).toEqual([expect.objectContaining({ body: 'Second thought', edited: true })]);
    await t.http.put('/api/comments/64b000000000000000000000').set(ann.auth).send({ body: 'x' }).expect(404);
  });

  it('lets its author, the review’s author and an administrator delete a comment, and nobody else', async () => {
    const { author, ann, bob, review } = await scene();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await post(ann, review, `Comment ${i}`).expect(201)).body.data._id);
    expect(await commentCount(review)).toBe(3);
    const refused = await t.http.delete(`/api/comments/${ids[0]}`).set(bob.auth).expect(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'You can only delete comments of your own or on your reviews',
    });
    await t.http.delete(`/api/comments/${ids[0]}`).expect(401);
    for (const [id, who] of [
      [ids[0], ann],
      [ids[1], author],
      [ids[2], admin],
    ] as const)
      await t.http.delete(`/api/comments/${id}`).set(who.auth).expect(200, { success: true, data: null });
    await t.http.delete(`/api/comments/${ids[0]}`).set(ann.auth).expect(404);
    expect((await list(review)).data).toEqual([]);
    expect(await commentCount(review)).toBe(0);
  });
});
