import { Types } from 'mongoose';
import { startClub } from '../../testing/clubs';
import { createAdmin, createUser, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';

describe('GET /api/stats', () => {
  const { t } = setUpApp();
  const collections = ['books', 'bookcounts', 'users', 'reviews', 'authors', 'genres', 'clubs'];

  beforeEach(() => Promise.all(collections.map((name) => t.connection.collection(name).deleteMany({}))));

  it('answers zeros for an empty site', async () => {
    const res = await t.http.get('/api/stats').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: { totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0, totalClubs: 0 },
    });
  });

  it('counts every user and author, and the published books and their reviews unless an administrator asks for all', async () => {
    // Raw documents: only their number matters. Distinct user/book ids satisfy the reviews' unique index.
    const insert = (name: string, n: number) =>
      t.connection.collection(name).insertMany(
        Array.from({ length: n }, (_, i) => ({
          name: `${name}-${i}`,
          user: new Types.ObjectId(),
          book: new Types.ObjectId(),
        })),
      );
    await insert('reviews', 5);
    await insert('authors', 2);
    const reader = await createUser(t);
    const admin = await createAdmin(t);
    // Through the API, so the counts are kept as in use: two published books, a draft, and one archived after a review.
    for (const status of ['published', 'published', 'draft']) await createBook(t, admin, { status });
    const archived = await createBook(t, admin);
    await createReview(t, reader, archived._id);
    await t.http.put(`/api/books/${archived._id}`).set(admin.auth).send({ status: 'archived' }).expect(200);
    // Authors: the two inserted, and one made by createBook for each book.
    const everyone = { totalUsers: 2, totalAuthors: 6, totalClubs: 0 };
    const visible = { totalBooks: 2, totalReviews: 5, ...everyone };
    expect((await t.http.get('/api/stats').expect(200)).body.data).toEqual(visible);
    // counts=all is an administrator's (the dashboard's); a reader asking for it, or an administrator not asking (on
    // the reader's Home), gets what readers see.
    expect((await t.http.get('/api/stats?counts=all').set(reader.auth).expect(200)).body.data).toEqual(visible);
    expect((await t.http.get('/api/stats').set(admin.auth).expect(200)).body.data).toEqual(visible);
    expect((await t.http.get('/api/stats?counts=all').set(admin.auth).expect(200)).body.data).toEqual({
      totalBooks: 4,
      totalReviews: 6,
      ...everyone,
    });
    const invalid = await t.http.get('/api/stats?counts=drafts').set(admin.auth).expect(400);
    expect(invalid.body.message).toMatch(/Counts must be one of: published, all/);
  });

  it("counts the book clubs, public and private, for the administrators' dashboard", async () => {
    const reader = await createUser(t);
    await startClub(t, reader, { visibility: 'public' });
    await startClub(t, reader, { visibility: 'private' });
    expect((await t.http.get('/api/stats').expect(200)).body.data.totalClubs).toBe(2);
  });

  it('reads the token only for counts=all, the one answer that depends on it', async () => {
    // The reader app sends its token with every call: for these reads it costs no user lookup, so even a bad one
    // changes nothing; asking for every status with it is a 401, as on every other route that reads a token.
    const bad = { Authorization: 'Bearer not-a-token' };
    for (const path of ['/api/stats', '/api/genres', '/api/authors']) {
      await t.http.get(path).set(bad).expect(200);
      await t.http.get(`${path}?counts=all`).set(bad).expect(401);
    }
  });
});
