import { createAdmin, createUser, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';

/** A draft or archived book is 404 to non-admins: its reviews must not leak it through /reviews either. */
describe('reviews of hidden books', () => {
  const { t } = setUpApp();

  it.each(['draft', 'archived'])(
    'a %s book has no reviews for visitors and readers, all of them for admins',
    async (status) => {
      const admin = await createAdmin(t);
      const reader = await createUser(t);
      const visible = await createBook(t, admin, { title: `Visible ${status}` });
      const hidden = await createBook(t, admin, { title: `Hidden ${status}` });
      await createReview(t, reader, visible._id, { rating: 2 });
      await createReview(t, reader, hidden._id, { rating: 5, title: `Secret ${status} review` });
      await t.http.put(`/api/books/${hidden._id}`).set(admin.auth).send({ status }).expect(200);
      await t.http.get(`/api/books/${hidden._id}`).expect(404);

      for (const who of [{}, reader.auth]) {
        const byBook = await t.http.get(`/api/reviews?book=${hidden._id}`).set(who).expect(200);
        expect(byBook.body).toMatchObject({ data: [], meta: { total: 0 } });
        const stats = await t.http.get(`/api/reviews/stats?book=${hidden._id}`).set(who).expect(200);
        expect(stats.body.data).toEqual({ total: 0, averageRating: 0, distribution: [0, 0, 0, 0, 0] });
        const all = await t.http.get('/api/reviews?limit=100').set(who).expect(200);
        expect(JSON.stringify(all.body)).not.toContain(`Hidden ${status}`);
        expect(JSON.stringify(all.body)).not.toContain(`Secret ${status} review`);
        const mine = await t.http.get(`/api/reviews?user=${reader.id}`).set(who).expect(200);
        expect(mine.body.data.map((r: { book: { title: string } }) => r.book.title)).toEqual([`Visible ${status}`]);
        const allStats = await t.http.get('/api/reviews/stats').set(who).expect(200);
        expect(allStats.body.data.distribution[4]).toBe(0);
      }

      const asAdmin = await t.http.get(`/api/reviews?book=${hidden._id}`).set(admin.auth).expect(200);
      expect(asAdmin.body.data.map((r: { title: string }) => r.title)).toEqual([`Secret ${status} review`]);
      expect((await t.http.get('/api/reviews/stats').set(admin.auth).expect(200)).body.data.distribution[4]).toBe(1);
      await t.reset();
    },
  );
});
