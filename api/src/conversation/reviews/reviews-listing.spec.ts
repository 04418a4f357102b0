import { Types } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, setUpApp } from '../../testing/fixtures';
import { recordQueries } from '../../testing/index-coverage';
import { Collections } from '../../platform/database/collections';
import { bookRatingHistograms } from '../../platform/migrations/0007-book-rating-histograms';

const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

/** Listing, searching and the statistics of reviews (the writes: reviews.spec.ts). */
describe('reviews API: listing and statistics', () => {
  const { t, admin, alice } = setUpApp({ users: { admin: 'admin', alice: { username: 'alice' } } });

  describe('GET /api/reviews and /api/reviews/stats', () => {
    let book: { _id: string };
    beforeAll(async () => {
      await t.connection.collection('reviews').deleteMany({});
      book = await createBook(t, admin);
      const other = await createBook(t, admin);
      const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
      for (const [i, u] of users.entries())
        await createReview(t, u, book._id, { rating: [5, 5, 4, 2, 1][i], title: `R${i}` });
      await createReview(t, users[0], other._id, { rating: 3, title: 'Other' });
    });

    it('lists newest first with meta, filtered by book, user and rating', async () => {
      const all = await t.http.get('/api/reviews').expect(200);
      expect(all.body.data.map((r: { title: string }) => r.title)).toEqual(['Other', 'R4', 'R3', 'R2', 'R1', 'R0']);
      expect(all.body.meta).toEqual({ total: 6, page: 1, limit: 50, hasMore: false });
      const byBook = await t.http.get(`/api/reviews?book=${book._id}&limit=2&page=2`).expect(200);
      expect(byBook.body.data.map((r: { title: string }) => r.title)).toEqual(['R2', 'R1']);
      expect(byBook.body.meta).toEqual({ total: 5, page: 2, limit: 2, hasMore: true });
      const fives = await t.http.get(`/api/reviews?book=${book._id}&rating=5`).expect(200);
      expect(fives.body.data.map((r: { title: string }) => r.title)).toEqual(['R1', 'R0']);
      const userId = all.body.data[0].user._id;
      const byUser = await t.http.get(`/api/reviews?user=${userId}`).expect(200);
      expect(byUser.body.data.map((r: { title: string }) => r.title)).toEqual(['Other', 'R0']);
    });

    it("pages one book's reviews by the count their book keeps instead of counting them again", async () => {
      const shapes = recordQueries(t.connection);
      const counts = () => shapes.filter((s) => s.collection === 'reviews' && s.op === 'countDocuments').length;
      const meta = async (query: string, auth = {}) =>
        (await t.http.get(`/api/reviews?book=${book._id}&${query}`).set(auth).expect(200)).body.meta;
      try {
        for (const who of [{}, admin.auth])
          expect(await meta('limit=2', who)).toEqual({ total: 5, page: 1, limit: 2, hasMore: true });
        expect(counts()).toBe(0);
        // Another filter narrows them: counted.
        expect(await meta('rating=5&limit=1')).toEqual({ total: 2, page: 1, limit: 1, hasMore: true });
        expect(counts()).toBe(1);
      } finally {
        t.connection.set('debug', false);
      }
    });

    it('computes stats of all reviews or of one book', async () => {
      expect((await t.http.get('/api/reviews/stats').expect(200)).body.data).toEqual({
        total: 6,
        averageRating: 3.33,
        distribution: [1, 1, 1, 1, 2],
      });
      expect((await t.http.get(`/api/reviews/stats?book=${book._id}`).expect(200)).body.data).toEqual({
        total: 5,
        averageRating: 3.4,
        distribution: [1, 1, 0, 1, 2],
      });
      expect((await t.http.get(`/api/reviews/stats?book=${UNKNOWN_ID}`).expect(200)).body.data).toEqual({
        total: 0,
        averageRating: 0,
        distribution: [0, 0, 0, 0, 0],
      });
    });

    it('searches title, content, username and book title, case-insensitively, with the other filters', async () => {
      const reader = await createUser(t, { username: 'zelda_reads' });
      const titled = await createBook(t, admin, { title: 'The Quiet Lighthouse' });
      await createReview(t, reader, titled._id, { rating: 2, title: 'Plain', content: 'Nothing to add.' });
      const titles = async (q: string) =>
        (await t.http.get(`/api/reviews?${q}`).set(admin.auth).expect(200)).body.data.map(
          (r: { title: string }) => r.title,
        );
      expect(await titles('search=ZELDA')).toEqual(['Plain']);
      expect(await titles(`search=${encodeURIComponent('zéldà')}`)).toEqual(['Plain']);
      expect(await titles('search=quiet light')).toEqual(['Plain']);
      expect(await titles('search=nothing TO')).toEqual(['Plain']);
      expect(await titles('search=r3')).toEqual(['R3']);
      expect(await titles('search=zelda&rating=5')).toEqual([]);
      expect((await t.http.get('/api/reviews?search=(.*').set(admin.auth).expect(200)).body.meta.total).toBe(0);
      await t.connection.collection('reviews').deleteMany({ book: new Types.ObjectId(titled._id) });
    });

    it('hides reviews of draft and archived books from everyone but administrators, as the book itself is', async () => {
      const hidden = await createBook(t, admin);
      const reviewer = await createUser(t);
      await createReview(t, reviewer, hidden._id, { rating: 1, title: 'Hidden' });
      for (const status of ['draft', 'archived']) {
        await t.http.put(`/api/books/${hidden._id}`).set(admin.auth).send({ status }).expect(200);
        for (const who of [{}, alice.auth]) {
          await t.http.get(`/api/books/${hidden._id}`).set(who).expect(404);
          const byBook = await t.http.get(`/api/reviews?book=${hidden._id}`).set(who).expect(200);
          expect(byBook.body).toMatchObject({ data: [], meta: { total: 0 } });
          const all = await t.http.get('/api/reviews').set(who).expect(200);
          expect(all.body.data.map((r: { title: string }) => r.title)).not.toContain('Hidden');
          expect(all.body.meta.total).toBe(6);
          expect((await t.http.get(`/api/reviews?user=${reviewer.id}`).set(who).expect(200)).body.meta.total).toBe(0);
          expect((await t.http.get(`/api/reviews/stats?book=${hidden._id}`).set(who).expect(200)).body.data).toEqual({
            total: 0,
            averageRating: 0,
            distribution: [0, 0, 0, 0, 0],
          });
          expect((await t.http.get('/api/reviews/stats').set(who).expect(200)).body.data).toEqual({
            total: 6,
            averageRating: 3.33,
            distribution: [1, 1, 1, 1, 2],
          });
        }
        // Administrators see everything, as in the catalogue.
        expect((await t.http.get(`/api/reviews?book=${hidden._id}`).set(admin.auth).expect(200)).body.meta.total).toBe(
          1,
        );
        expect((await t.http.get('/api/reviews/stats').set(admin.auth).expect(200)).body.data.total).toBe(7);
      }
      await t.connection.collection('reviews').deleteMany({ book: new Types.ObjectId(hidden._id) });
    });

    it('counts the reviews of books written before their histograms were kept, once migrated', async () => {
      const [visible, hidden] = [await createBook(t, admin), await createBook(t, admin)];
      const reviewer = await createUser(t);
      await createReview(t, reviewer, visible._id, { rating: 2, title: 'Old visible' });
      await createReview(t, reviewer, hidden._id, { rating: 4, title: 'Old hidden' });
      await t.http.put(`/api/books/${hidden._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
      const ids = [visible, hidden].map((b) => new Types.ObjectId(b._id));
      // A database from before histograms: none of its books has one.
      await t.connection.collection('books').updateMany({}, { $unset: { ratingHistogram: 1 } });
      expect(await bookRatingHistograms.up(t.app.get(Collections))).toBeGreaterThanOrEqual(2);
      const stats = async (query = '', auth = {}) =>
        (await t.http.get(`/api/reviews/stats${query}`).set(auth).expect(200)).body.data;
      expect(await stats(`?book=${visible._id}`)).toEqual({
        total: 1,
        averageRating: 2,
        distribution: [0, 1, 0, 0, 0],
      });
      expect(await stats(`?book=${hidden._id}`, admin.auth)).toEqual({
        total: 1,
        averageRating: 4,
        distribution: [0, 0, 0, 1, 0],
      });
      expect(await stats()).toEqual({ total: 7, averageRating: 3.14, distribution: [1, 2, 1, 1, 2] });
      expect((await stats('', admin.auth)).total).toBe(8);
      await t.connection.collection('reviews').deleteMany({ book: { $in: ids } });
    });

    it('answers invalid or operator-injecting query strings with 400, never 500', async () => {
      for (const q of [
        'book=x',
        'user=1',
        'rating=6',
        'rating=0',
        'rating=5.0',
        'rating=0x5',
        'limit=501',
        'page=0',
        'book[$ne]=x',
        'rating[$gt]=0',
        'user[$exists]=true',
        'sort=x',
        'total=x',
        'total[$ne]=none',
      ]) {
        const res = await t.http.get(`/api/reviews?${q}`);
        expect({ q, status: res.status }).toEqual({ q, status: 400 });
      }
      await t.http.get('/api/reviews/stats?book[$ne]=x').expect(400);
      await t.http.get('/api/reviews/stats?book=nope').expect(400);
      expect((await t.http.get('/api/reviews?limit=500').expect(200)).body.meta.limit).toBe(500);
    });
  });
});
