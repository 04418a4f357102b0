import { Types } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, UNKNOWN_ID, setUpApp } from '../../testing/fixtures';
import { Collections } from '../../platform/database/collections';
import { bookRatingHistograms } from '../../platform/migrations/0007-book-rating-histograms';

describe('books API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  describe('GET /api/books/:id', () => {
    it('returns the detail with its rating histogram', async () => {
      const book = await createBook(t, admin, {
        description: 'A tale.',
        pageCount: 320,
        publisher: 'Kite Press',
        language: 'English',
      });
      const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      await createReview(t, users[0], book._id, { rating: 5 });
      await createReview(t, users[1], book._id, { rating: 5 });
      await createReview(t, users[2], book._id, { rating: 2 });
      const res = await t.http.get(`/api/books/${book._id}`).expect(200);
      expect(res.body.data).toMatchObject({
        _id: book._id,
        description: 'A tale.',
        pageCount: 320,
        publisher: 'Kite Press',
        language: 'English',
        averageRating: 4,
        reviewCount: 3,
        ratingHistogram: [0, 1, 0, 0, 2],
      });
    });

    it('keeps the histogram on the book as reviews are re-rated and deleted, and gives one to a book written before it was kept', async () => {
      const book = await createBook(t, admin);
      const [a, b] = await Promise.all([createUser(t), createUser(t)]);
      const first = await createReview(t, a, book._id, { rating: 5 });
      await createReview(t, b, book._id, { rating: 3 });
      await t.http.put(`/api/reviews/${first._id}`).set(a.auth).send({ rating: 1 }).expect(200);
      const stored = () => t.connection.collection('books').findOne({ _id: new Types.ObjectId(book._id) });
      expect((await stored())?.ratingHistogram).toEqual([1, 0, 1, 0, 0]);
      expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data).toMatchObject({
        ratingHistogram: [1, 0, 1, 0, 0],
        averageRating: 2,
        reviewCount: 2,
      });

      await t.http.delete(`/api/reviews/${first._id}`).set(a.auth).expect(200);
      expect((await stored())?.ratingHistogram).toEqual([0, 0, 1, 0, 0]);

      await t.connection
        .collection('books')
        .updateOne({ _id: new Types.ObjectId(book._id) }, { $unset: { ratingHistogram: 1 } });
      expect(await bookRatingHistograms.up(t.app.get(Collections))).toBe(1);
      expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data.ratingHistogram).toEqual([
        0, 0, 1, 0, 0,
      ]);
    });

    it('is 404 for unknown ids and for drafts unless admin, 400 for malformed ids', async () => {
      const draft = await createBook(t, admin, { status: 'draft' });
      await t.http.get(`/api/books/${draft._id}`).expect(404, { success: false, message: 'Book not found' });
      await t.http.get(`/api/books/${draft._id}`).set(user.auth).expect(404);
      const asAdmin = await t.http.get(`/api/books/${draft._id}`).set(admin.auth).expect(200);
      expect(asAdmin.body.data).toMatchObject({ status: 'draft', ratingHistogram: [0, 0, 0, 0, 0], reviewCount: 0 });
      await t.http.get(`/api/books/${UNKNOWN_ID}`).expect(404);
      await t.http.get('/api/books/not-an-id').expect(400, { success: false, message: 'Invalid id' });
      await t.http.get('/api/books/%24ne').expect(400);
    });

    it('reads a sent token only where the answer needs the caller: a bad one is a 401 there, ignored elsewhere', async () => {
      const bad = { Authorization: 'Bearer not-a-token' };
      const published = await createBook(t, admin);
      const draft = await createBook(t, admin, { status: 'draft' });
      await createReview(t, user, String(published._id), { rating: 3 });
      await createReview(t, admin, String(draft._id), { rating: 4 });
      // A published book and its reviews' stats are everyone's: nothing asks who the caller is.
      await t.http.get(`/api/books/${published._id}`).set(bad).expect(200);
      // Its reviews leave out the readers a block stands between the caller and: the caller is read.
      await t.http.get(`/api/reviews?book=${published._id}`).set(bad).expect(401);
      expect((await t.http.get(`/api/reviews?book=${published._id}`).expect(200)).body.meta.total).toBe(1);
      expect((await t.http.get(`/api/reviews/stats?book=${published._id}`).set(bad).expect(200)).body.data.total).toBe(
        1,
      );
      // A draft is shown to administrators: the caller is read, and a bad token says so rather than a 404.
      await t.http.get(`/api/books/${draft._id}`).set(bad).expect(401);
      await t.http.get(`/api/reviews?book=${draft._id}`).set(bad).expect(401);
      await t.http.get(`/api/reviews/stats?book=${draft._id}`).set(bad).expect(401);
      // Every review (the admin listing) and every review's stats depend on who may see the unpublished books' reviews.
      await t.http.get('/api/reviews').set(bad).expect(401);
      await t.http.get('/api/reviews/stats').set(bad).expect(401);
      await t.http.get('/api/reviews').expect(200);
    });
  });
});
