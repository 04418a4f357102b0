import { Types } from 'mongoose';
import { Collections } from '../../platform/database/collections';
import { publishedBookCounts } from '../../platform/migrations/0006-published-book-counts';
import { works } from '../../platform/migrations/0015-works';
import { bookStatusCounts } from '../../platform/migrations/0008-book-status-counts';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { type TestUser, setUpApp } from '../../testing/fixtures';

describe('books API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  describe('bookCount of authors and genres', () => {
    // Administrators who ask for every status (counts=all, as the admin app does) count drafts and archived books
    // too; everyone else, an administrator on the reader's screens (no counts=all) included, the published books.
    const read = (path: string, who?: TestUser, all = false) =>
      t.http
        .get(all ? `${path}${path.includes('?') ? '&' : '?'}counts=all` : path)
        .set(who ? who.auth : {})
        .expect(200);
    const count = async (path: string, who?: TestUser, all = false) =>
      (await read(path, who, all)).body.data.bookCount as number;
    const genreCount = async (id: unknown, who?: TestUser, all = false) =>
      ((await read('/api/genres', who, all)).body.data as { _id: string; bookCount: number }[]).find(
        (g) => g._id === id,
      )?.bookCount;
    // [the author's count, the genre's count] for each viewer; visitors and readers asking for every status are ignored.
    const counts = async (authorId: string, genreId: string) => ({
      admin: [await count(`/api/authors/${authorId}`, admin, true), await genreCount(genreId, admin, true)],
      adminReading: [await count(`/api/authors/${authorId}`, admin), await count(`/api/genres/${genreId}`, admin)],
      visitor: [await count(`/api/authors/${authorId}`, undefined, true), await genreCount(genreId)],
      reader: [await count(`/api/authors/${authorId}`, user, true), await count(`/api/genres/${genreId}`, user, true)],
    });
    const seen = (all: number[], published: number[]) => ({
      admin: all,
      adminReading: published,
      visitor: published,
      reader: published,
    });

    it('stays exact through book create, update (author and genres) and delete', async () => {
      const [a1, a2] = [await createAuthor(t, admin), await createAuthor(t, admin)];
      const [g1, g2] = [await createGenre(t, admin), await createGenre(t, admin)];
      const b1 = await createBook(t, admin, { author: a1._id, genres: [g1._id] });
      const b2 = await createBook(t, admin, { author: a1._id, genres: [g1._id, g2._id], status: 'draft' });
      expect(await count(`/api/authors/${a1._id}`, admin, true)).toBe(2);
      expect([await genreCount(g1._id, admin, true), await genreCount(g2._id, admin, true)]).toEqual([2, 1]);

      await t.http
        .put(`/api/books/${b2._id}`)
        .set(admin.auth)
        .send({ author: a2._id, genres: [g2._id] })
        .expect(200);
      expect([
        await count(`/api/authors/${a1._id}`, admin, true),
        await count(`/api/authors/${a2._id}`, admin, true),
      ]).toEqual([1, 1]);
      expect([await genreCount(g1._id, admin, true), await genreCount(g2._id, admin, true)]).toEqual([1, 1]);

      await t.http.delete(`/api/books/${b1._id}`).set(admin.auth).expect(200, { success: true, data: null });
      expect([await count(`/api/authors/${a1._id}`, admin, true), await genreCount(g1._id, admin, true)]).toEqual([
        0, 0,
      ]);

      // Concurrent creates for the same author still end with the exact count.
      await Promise.all(Array.from({ length: 8 }, () => createBook(t, admin, { author: a2._id, genres: [g2._id] })));
      expect([await count(`/api/authors/${a2._id}`, admin, true), await genreCount(g2._id, admin, true)]).toEqual([
        9, 9,
      ]);
      expect([await count(`/api/authors/${a2._id}`), await genreCount(g2._id)]).toEqual([8, 8]);
    });

    it('shows everyone but an administrator asking for every status the published books only, through publishing and unpublishing', async () => {
      const author = await createAuthor(t, admin);
      const genre = await createGenre(t, admin);
      const of = { author: author._id, genres: [genre._id] };
      await createBook(t, admin, of);
      const draft = await createBook(t, admin, { ...of, status: 'draft' });
      await createBook(t, admin, { ...of, status: 'archived' });
      expect(await counts(author._id, genre._id)).toEqual(seen([3, 3], [1, 1]));

      await t.http.put(`/api/books/${draft._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
      expect(await counts(author._id, genre._id)).toEqual(seen([3, 3], [2, 2]));

      // Unpublished and moved at once: both authors and both genres are recounted.
      const [otherAuthor, otherGenre] = [await createAuthor(t, admin), await createGenre(t, admin)];
      await t.http
        .put(`/api/books/${draft._id}`)
        .set(admin.auth)
        .send({ status: 'archived', author: otherAuthor._id, genres: [otherGenre._id] })
        .expect(200);
      expect(await counts(author._id, genre._id)).toEqual(seen([2, 2], [1, 1]));
      expect(await counts(otherAuthor._id, otherGenre._id)).toEqual(seen([1, 1], [0, 0]));

      // An administrator's own writes answer with their count.
      const renamed = await t.http
        .put(`/api/authors/${author._id}`)
        .set(admin.auth)
        .send({ biography: 'Edited.' })
        .expect(200);
      expect(renamed.body.data.bookCount).toBe(2);
    });

    it('orders "most books" by the books each viewer counts', async () => {
      // Thirty drafts put the first author ahead only for an administrator who asks for every status.
      const [drafty, published] = [
        await createAuthor(t, admin, { name: 'Aaa Drafty' }),
        await createAuthor(t, admin, { name: 'Aaa Published' }),
      ];
      for (let i = 0; i < 30; i++) await createBook(t, admin, { author: drafty._id, status: 'draft' });
      for (let i = 0; i < 20; i++) await createBook(t, admin, { author: published._id });
      const top = async (who?: TestUser, all = false) =>
        (await read('/api/authors?sort=-bookCount&limit=1', who, all)).body.data[0] as {
          name: string;
          bookCount: number;
        };
      expect(await top(admin, true)).toMatchObject({ name: 'Aaa Drafty', bookCount: 30 });
      expect(await top(admin)).toMatchObject({ name: 'Aaa Published', bookCount: 20 });
      expect(await top()).toMatchObject({ name: 'Aaa Published', bookCount: 20 });
      expect(await top(user, true)).toMatchObject({ name: 'Aaa Published', bookCount: 20 });
    });

    it('gives their published counts to authors and genres written before those were kept', async () => {
      const author = await createAuthor(t, admin);
      const genre = await createGenre(t, admin);
      await createBook(t, admin, { author: author._id, genres: [genre._id] });
      await createBook(t, admin, { author: author._id, genres: [genre._id], status: 'draft' });
      const unset = { $unset: { publishedBookCount: '' } };
      await t.connection.collection('authors').updateOne({ _id: new Types.ObjectId(author._id) }, unset);
      await t.connection.collection('genres').updateOne({ _id: new Types.ObjectId(genre._id) }, unset);
      expect(await counts(author._id, genre._id)).toEqual(seen([2, 2], [0, 0]));

      expect(await publishedBookCounts.up(t.app.get(Collections))).toBe(2);
      expect(await counts(author._id, genre._id)).toEqual(seen([2, 2], [1, 1]));
      expect(await publishedBookCounts.up(t.app.get(Collections))).toBe(0);
    });
  });

  describe("the catalogue's total without a filter (counts kept per status)", () => {
    const total = async (query: string, auth = {}) =>
      (await t.http.get(`/api/books?limit=1&${query}`).set(auth).expect(200)).body.meta.total as number;
    const totals = async () => ({
      published: await total(''),
      draft: await total('status=draft', admin.auth),
      all: await total('status=all', admin.auth),
    });

    it('follows books created, moved between statuses and deleted', async () => {
      const before = await totals();
      const book = await createBook(t, admin);
      await createBook(t, admin, { status: 'draft' });
      expect(await totals()).toEqual({ published: before.published + 1, draft: before.draft + 1, all: before.all + 2 });
      await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
      expect(await totals()).toEqual({ published: before.published, draft: before.draft + 2, all: before.all + 2 });
      await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
      expect(await totals()).toEqual({ published: before.published, draft: before.draft + 1, all: before.all + 1 });
      expect(await total('')).toBe(await t.connection.collection('books').countDocuments({ status: 'published' }));
    });

    it('reads the kept count, not the books; a database from before has its counts made by a migration', async () => {
      await createBook(t, admin);
      await createBook(t, admin);
      const published = await total('');
      // A book written behind the API is not counted: the total is the kept count.
      await t.connection.collection('books').insertOne({
        title: 'Behind the API',
        status: 'published',
        genres: [],
        author: null,
        coverImage: '',
        averageRating: 0,
        reviewCount: 0,
      });
      expect(await total('')).toBe(published);
      await t.connection.collection('bookcounts').deleteMany({});
      expect(await bookStatusCounts.up(t.app.get(Collections))).toBe(3);
      // The counts of works came later (and give the book behind the API its work).
      await works.up(t.app.get(Collections));
      expect(await total('')).toBe(published + 1);
      expect(await t.connection.collection('bookcounts').findOne({ _id: 'published' as never })).toMatchObject({
        count: published + 1,
      });
    });
  });
});
