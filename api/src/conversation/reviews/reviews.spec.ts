import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, setUpApp } from '../../testing/fixtures';
import { importReviewedRow } from '../../testing/imports';

const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

/** Writing reviews: create, edit, delete, the book's aggregates and spoilers (listing: reviews-listing.spec.ts). */
describe('reviews API', () => {
  const { t, admin, alice, bob } = setUpApp({
    users: { admin: 'admin', alice: { username: 'alice' }, bob: { username: 'bob' } },
  });

  const bookStats = async (id: unknown) => {
    const { averageRating, reviewCount } = (await t.http.get(`/api/books/${id}`).expect(200)).body.data;
    return { averageRating, reviewCount };
  };

  describe('POST /api/reviews', () => {
    it('creates a review (201) in the Review shape', async () => {
      const book = await createBook(t, admin, { title: 'Nightjar', coverImage: '/api/uploads/n.png' });
      const res = await t.http
        .post('/api/reviews')
        .set(alice.auth)
        .send({ book: book._id, rating: 4, title: ' Lovely ', content: 'A patient, luminous novel.' })
        .expect(201);
      const r = res.body.data;
      expect(Object.keys(r).sort()).toEqual([
        '_id',
        'book',
        'commentCount',
        'content',
        'createdAt',
        'likeCount',
        'rating',
        'spoiler',
        'spoilerByModerator',
        'title',
        'updatedAt',
        'user',
      ]);
      expect(r).toMatchObject({
        spoiler: false,
        spoilerByModerator: false,
        rating: 4,
        title: 'Lovely',
        content: 'A patient, luminous novel.',
        user: { _id: alice.id, username: 'alice', avatar: '' },
      });
      expect(r.book).toEqual({
        _id: book._id,
        title: 'Nightjar',
        coverImage: '/api/uploads/n.png',
        author: book.author,
        averageRating: 4,
        reviewCount: 1,
      });
    });

    it('validates fields with readable messages', async () => {
      const res = await t.http.post('/api/reviews').set(alice.auth).send({}).expect(400);
      expect(res.body.errors.book[0]).toBe('Book is required');
      expect(res.body.errors.rating[0]).toBe('Please select a rating from 1 to 5');
      expect(res.body.errors.title[0]).toBe('Title is required');
      expect(res.body.errors.content[0]).toBe('Content is required');
      const book = await createBook(t, admin);
      for (const rating of [0, 6, 3.5, '5']) {
        const r = await t.http
          .post('/api/reviews')
          .set(alice.auth)
          .send({ book: book._id, rating, title: 'x', content: 'y' })
          .expect(400);
        expect(r.body.errors.rating).toBeDefined();
      }
      await t.http
        .post('/api/reviews')
        .set(alice.auth)
        .send({ book: 'abc', rating: 3, title: 'x', content: 'y' })
        .expect(400);
    });

    it('is 404 for an unknown or unpublished book, 401 for visitors', async () => {
      await t.http
        .post('/api/reviews')
        .set(alice.auth)
        .send({ book: UNKNOWN_ID, rating: 3, title: 'x', content: 'y' })
        .expect(404);
      const draft = await createBook(t, admin, { status: 'draft' });
      await t.http
        .post('/api/reviews')
        .set(alice.auth)
        .send({ book: draft._id, rating: 3, title: 'x', content: 'y' })
        .expect(404);
      const book = await createBook(t, admin);
      await t.http.post('/api/reviews').send({ book: book._id, rating: 3, title: 'x', content: 'y' }).expect(401);
    });

    it('allows one review per user and book (409 on a second one)', async () => {
      const book = await createBook(t, admin);
      await createReview(t, alice, book._id);
      const res = await t.http
        .post('/api/reviews')
        .set(alice.auth)
        .send({ book: book._id, rating: 1, title: 'Again', content: 'Again' })
        .expect(409);
      expect(res.body).toEqual({ success: false, message: 'You have already reviewed this book' });
      await createReview(t, bob, book._id);
      // Administrators review like anyone else.
      await createReview(t, admin, book._id);
    });

    it('holds under 20 concurrent attempts: exactly one stored, the rest 409, aggregates exact', async () => {
      const book = await createBook(t, admin);
      const user = await createUser(t);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.http
            .post('/api/reviews')
            .set(user.auth)
            .send({ book: book._id, rating: 1 + (i % 5), title: `Try ${i}`, content: 'Same user' }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      const stored = await t.http.get(`/api/reviews?book=${book._id}`).expect(200);
      expect(stored.body.meta.total).toBe(1);
      expect(await bookStats(book._id)).toEqual({ averageRating: stored.body.data[0].rating, reviewCount: 1 });
    });
  });

  describe('aggregates', () => {
    it('keeps averageRating (2 decimals) and reviewCount exact after create, update and delete', async () => {
      const book = await createBook(t, admin);
      const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      const [r1] = await Promise.all([
        createReview(t, users[0], book._id, { rating: 5 }),
        createReview(t, users[1], book._id, { rating: 4 }),
        createReview(t, users[2], book._id, { rating: 4 }),
      ]);
      expect(await bookStats(book._id)).toEqual({ averageRating: 4.33, reviewCount: 3 });
      await t.http.put(`/api/reviews/${r1._id}`).set(users[0].auth).send({ rating: 1 }).expect(200);
      expect(await bookStats(book._id)).toEqual({ averageRating: 3, reviewCount: 3 });
      await t.http.delete(`/api/reviews/${r1._id}`).set(users[0].auth).expect(200, { success: true, data: null });
      expect(await bookStats(book._id)).toEqual({ averageRating: 4, reviewCount: 2 });
      const rest = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data as { _id: string }[];
      await t.http.delete(`/api/reviews/${rest[0]._id}`).set(admin.auth).expect(200);
      await t.http.delete(`/api/reviews/${rest[1]._id}`).set(admin.auth).expect(200);
      expect(await bookStats(book._id)).toEqual({ averageRating: 0, reviewCount: 0 });
    });

    it('stays exact when many users review the same book at once', async () => {
      const book = await createBook(t, admin);
      const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
      await Promise.all(users.map((u, i) => createReview(t, u, book._id, { rating: (i % 5) + 1 })));
      // ratings 1,2,3,4,5,1,2,3,4,5,1,2 → sum 33 / 12
      expect(await bookStats(book._id)).toEqual({ averageRating: 2.75, reviewCount: 12 });
    });
  });

  describe('PUT /api/reviews/:id', () => {
    it('lets only the author edit: 403 for another user and for an admin', async () => {
      const book = await createBook(t, admin);
      const review = await createReview(t, alice, book._id, { rating: 2, title: 'Meh' });
      const res = await t.http
        .put(`/api/reviews/${review._id}`)
        .set(alice.auth)
        .send({ title: 'Better on reread', content: 'Grew on me.' })
        .expect(200);
      expect(res.body.data).toMatchObject({ title: 'Better on reread', content: 'Grew on me.', rating: 2 });
      const forbidden = await t.http
        .put(`/api/reviews/${review._id}`)
        .set(bob.auth)
        .send({ title: 'Hacked' })
        .expect(403);
      expect(forbidden.body.message).toBe('You can only edit your own reviews');
      await t.http.put(`/api/reviews/${review._id}`).set(admin.auth).send({ title: 'Moderated' }).expect(403);
      await t.http.put(`/api/reviews/${review._id}`).send({ title: 'Anon' }).expect(401);
    });

    it('validates, 404 unknown, 400 malformed id, and never changes the book', async () => {
      const book = await createBook(t, admin);
      const review = await createReview(t, alice, book._id);
      await t.http.put(`/api/reviews/${review._id}`).set(alice.auth).send({ rating: 9 }).expect(400);
      await t.http.put(`/api/reviews/${review._id}`).set(alice.auth).send({ title: null }).expect(400);
      await t.http.put(`/api/reviews/${review._id}`).set(alice.auth).send({ book: UNKNOWN_ID }).expect(400);
      await t.http.put(`/api/reviews/${UNKNOWN_ID}`).set(alice.auth).send({ rating: 3 }).expect(404);
      await t.http.put('/api/reviews/zzz').set(alice.auth).send({ rating: 3 }).expect(400);
    });
  });

  describe('DELETE /api/reviews/:id', () => {
    it('lets the author or an admin delete; 403 for another user; 401 for visitors', async () => {
      const book = await createBook(t, admin);
      const mine = await createReview(t, alice, book._id);
      const bobs = await createReview(t, bob, book._id);
      await t.http.delete(`/api/reviews/${mine._id}`).expect(401);
      const res = await t.http.delete(`/api/reviews/${mine._id}`).set(bob.auth).expect(403);
      expect(res.body.message).toBe('You can only delete your own reviews');
      await t.http.delete(`/api/reviews/${mine._id}`).set(alice.auth).expect(200);
      await t.http.delete(`/api/reviews/${bobs._id}`).set(admin.auth).expect(200);
      await t.http.delete(`/api/reviews/${mine._id}`).set(alice.auth).expect(404);
      await t.http.delete('/api/reviews/zzz').set(alice.auth).expect(400);
    });
  });

  describe('spoilers', () => {
    it('stores the spoiler flag on create, lets the author change it and lists it', async () => {
      const book = await createBook(t, admin);
      const created = await t.http
        .post('/api/reviews')
        .set(bob.auth)
        .send({ book: book._id, rating: 2, title: 'The twist', content: 'The butler did it.', spoiler: true })
        .expect(201);
      expect(created.body.data).toMatchObject({ spoiler: true, content: 'The butler did it.' });
      const id = created.body.data._id;
      expect(
        (await t.http.put(`/api/reviews/${id}`).set(bob.auth).send({ spoiler: false }).expect(200)).body.data.spoiler,
      ).toBe(false);
      expect(
        (await t.http.put(`/api/reviews/${id}`).set(bob.auth).send({ spoiler: true, rating: 3 }).expect(200)).body.data,
      ).toMatchObject({ spoiler: true, rating: 3 });
      await t.http.put(`/api/reviews/${id}`).set(alice.auth).send({ spoiler: false }).expect(403);
      const listed = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
      expect(listed.map((r: { spoiler: boolean }) => r.spoiler)).toEqual([true]);
    });

    it('keeps a moderator’s spoiler mark: the author may mark their review, never unmark what a moderator marked', async () => {
      const book = await createBook(t, admin);
      const review = await createReview(t, bob, book._id);
      const edit = (body: Record<string, unknown>) => t.http.put(`/api/reviews/${review._id}`).set(bob.auth).send(body);
      expect((await edit({ spoiler: false }).expect(200)).body.data).toMatchObject({
        spoiler: false,
        spoilerByModerator: false,
      });
      await t.http
        .post('/api/reports')
        .set(alice.auth)
        .send({ kind: 'review', target: review._id, reason: 'spoilers' })
        .expect(201);
      await t.http
        .post(`/api/reports/review/${review._id}/resolve`)
        .set(admin.auth)
        .send({ action: 'spoiler' })
        .expect(200);
      const refused = await edit({ spoiler: false, title: 'Unmarked' }).expect(403);
      expect(refused.body).toEqual({
        success: false,
        message: 'A moderator marked this review as containing spoilers: the mark stays',
      });
      // Other edits (and the mark sent again, as the edit form sends it) are the author's to make.
      expect((await edit({ spoiler: true, title: 'Still marked' }).expect(200)).body.data).toMatchObject({
        title: 'Still marked',
        spoiler: true,
        spoilerByModerator: true,
      });
      expect((await edit({ rating: 2 }).expect(200)).body.data.spoiler).toBe(true);
      const listed = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
      expect(listed).toMatchObject([{ title: 'Still marked', spoiler: true, spoilerByModerator: true }]);
      // Nor does an import of the review without the mark take it off.
      await importReviewedRow(t, bob, book);
      const imported = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
      expect(imported).toMatchObject([{ content: 'Imported thoughts.', spoiler: true, spoilerByModerator: true }]);
    });

    it('rejects a spoiler flag that is not a boolean', async () => {
      const book = await createBook(t, admin);
      for (const spoiler of ['yes', 1, null]) {
        const res = await t.http
          .post('/api/reviews')
          .set(alice.auth)
          .send({ book: book._id, rating: 4, title: 'x', content: 'y', spoiler })
          .expect(400);
        expect(res.body).toMatchObject({ success: false, message: 'Spoiler must be true or false' });
      }
    });
  });
});
