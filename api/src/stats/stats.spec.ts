import { Types } from 'mongoose';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/stats', () => {
  let t: TestApp;
  const collections = ['books', 'users', 'reviews', 'authors'];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => Promise.all(collections.map((name) => t.connection.collection(name).deleteMany({}))));

  it('answers zeros for an empty site', async () => {
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body).toEqual({ success: true, data: { totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0 } });
  });

  it('counts the books, users, reviews and authors, for anyone', async () => {
    // Raw documents: only their number matters. Distinct user/book ids satisfy the reviews' unique index.
    const insert = (name: string, n: number) =>
      t.connection.collection(name).insertMany(Array.from({ length: n }, (_, i) => ({ name: `${name}-${i}`, user: new Types.ObjectId(), book: new Types.ObjectId() })));
    await insert('books', 3);
    await insert('reviews', 5);
    await insert('authors', 2);
    await t.http
      .post('/api/auth/register')
      .send({ firstName: 'A', lastName: 'B', username: 'counted', email: 'counted@example.com', password: 'secret1' })
      .expect(201);
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body.data).toEqual({ totalBooks: 3, totalUsers: 1, totalReviews: 5, totalAuthors: 2 });
  });
});
