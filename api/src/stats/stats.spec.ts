import { Types } from 'mongoose';
import { createAdmin, createBook, createUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /api/stats', () => {
  let t: TestApp;
  const collections = ['books', 'bookcounts', 'users', 'reviews', 'authors', 'genres'];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => Promise.all(collections.map((name) => t.connection.collection(name).deleteMany({}))));

  it('answers zeros for an empty site', async () => {
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body).toEqual({ success: true, data: { totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0 } });
  });

  it('counts the users, reviews and authors for anyone, and the books each viewer can see', async () => {
    // Raw documents: only their number matters. Distinct user/book ids satisfy the reviews' unique index.
    const insert = (name: string, n: number) =>
      t.connection.collection(name).insertMany(Array.from({ length: n }, (_, i) => ({ name: `${name}-${i}`, user: new Types.ObjectId(), book: new Types.ObjectId() })));
    await insert('reviews', 5);
    await insert('authors', 2);
    const reader = await createUser(t);
    const admin = await createAdmin(t);
    // Through the API, so the count of published books is kept as in use: two published, a draft, an archived book.
    for (const status of ['published', 'published', 'draft', 'archived']) await createBook(t, admin, { status });
    // Authors: the two inserted, and one made by createBook for each book.
    const others = { totalUsers: 2, totalReviews: 5, totalAuthors: 6 };
    expect((await t.http.get('/api/stats').expect(200)).body.data).toEqual({ totalBooks: 2, ...others });
    expect((await t.http.get('/api/stats').set(reader.auth).expect(200)).body.data).toEqual({ totalBooks: 2, ...others });
    expect((await t.http.get('/api/stats').set(admin.auth).expect(200)).body.data).toEqual({ totalBooks: 4, ...others });
  });
});
