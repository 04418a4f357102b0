import { createReview } from '../../testing/reviews';
import { createUser, createUsers } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { reportsApp } from '../../testing/reports';

describe('reports', () => {
  const { t, admin, report, openGroups, resolve, notificationsOf, reviewByNewReader } = reportsApp();

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
    const [troll, ann] = await createUsers(t, 2);
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

  it('suspends the author of an item, which ends their sessions; a profile’s removal clears its bio and avatar', async () => {
    const { author, review } = await reviewByNewReader();
    const ann = await createUser(t);
    await t.http
      .put('/api/auth/profile')
      .set(author.auth)
      .send({ username: author.username, email: `${author.username}@example.test`, bio: 'Buy my pills' })
      .expect(200);
    const avatar = await uploadImage(t, author);
    await t.http.put('/api/auth/avatar').set(author.auth).send({ avatar }).expect(200);
    expect(await t.storedImage(avatar)).not.toBeNull();
    await report(ann, { kind: 'reader', target: author.username, reason: 'spam' }).expect(201);
    expect((await openGroups()).find((g: { target: string }) => g.target === author.id).content).toEqual({
      text: 'Buy my pills',
      title: author.username,
    });
    await resolve('reader', author.username, { action: 'remove', note: 'Advertising' }).expect(200);
    const removed = (await t.http.get(`/api/readers/${author.username}`).expect(200)).body.data;
    expect([removed.bio, removed.avatar]).toEqual(['', '']);
    // The removed avatar is no longer served, nor counted in its uploader's quota.
    expect(await t.storedImage(avatar)).toBeNull();
    await t.http.get(avatar).expect(404);

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
