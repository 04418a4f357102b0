import { Types } from 'mongoose';
import { BookCascades } from './book.cascades';
import {
  createAdmin,
  createAuthor,
  createBook,
  createGenre,
  createReview,
  createUser,
  type TestUser,
} from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

type Row = { _id: string; title: string; [k: string]: unknown };
const titles = (res: { body: { data: Row[] } }) => res.body.data.map((b) => b.title);
const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';

describe('books API', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    user = await createUser(t);
  });
  afterAll(() => t.close());

  describe('GET /api/books (catalogue)', () => {
    let tolkien: { _id: string };
    let fantasy: { _id: string };
    let poetry: { _id: string };

    beforeAll(async () => {
      tolkien = await createAuthor(t, admin, { name: 'Ronald Tolk' });
      const other = await createAuthor(t, admin, { name: 'Zadie Morrow' });
      fantasy = await createGenre(t, admin, { name: 'Fantasy' });
      poetry = await createGenre(t, admin, { name: 'Poetry' });
      const book = (title: string, extra: Record<string, unknown> = {}) =>
        createBook(t, admin, { title, author: other._id, genres: [poetry._id], ...extra });
      const a = await book('Amber Roads', { author: tolkien._id, genres: [fantasy._id], publishedDate: '2001-05-01' });
      const b = await book('Bright Hollow', { publishedDate: '1999-01-01' });
      const c = await book('Cold Harbour', { genres: [fantasy._id, poetry._id], publishedDate: '2010-03-03' });
      await book('Draft Dreams', { status: 'draft', author: tolkien._id });
      await book('Archived Annals', { status: 'archived' });
      const [u2, u3] = await Promise.all([createUser(t), createUser(t)]);
      // ratings: Cold Harbour 5 (2 reviews), Amber Roads 4.5 (2), Bright Hollow 2 (1)
      await createReview(t, user, String(c._id), { rating: 5 });
      await createReview(t, u2, String(c._id), { rating: 5 });
      await createReview(t, user, String(a._id), { rating: 4 });
      await createReview(t, u2, String(a._id), { rating: 5 });
      await createReview(t, u3, String(b._id), { rating: 2 });
    });

    it('lists published books only, by -averageRating by default, with meta and the Book shape', async () => {
      const res = await t.http.get('/api/books').expect(200);
      expect(titles(res)).toEqual(['Cold Harbour', 'Amber Roads', 'Bright Hollow']);
      expect(res.body.meta).toEqual({ total: 3, page: 1, limit: 24, hasMore: false });
      const amber = res.body.data[1];
      expect(Object.keys(amber).sort()).toEqual(
        [
          '_id',
          'author',
          'averageRating',
          'coverImage',
          'createdAt',
          'description',
          'genres',
          'language',
          'pageCount',
          'publishedDate',
          'publisher',
          'reviewCount',
          'status',
          'title',
        ].sort(),
      );
      expect(amber).toMatchObject({
        author: { _id: tolkien._id, name: 'Ronald Tolk' },
        genres: [{ _id: fantasy._id, name: 'Fantasy' }],
        averageRating: 4.5,
        reviewCount: 2,
        status: 'published',
        publishedDate: '2001-05-01T00:00:00.000Z',
        pageCount: null,
        description: '',
      });
      expect(Object.keys(amber.author).sort()).toEqual(['_id', 'name']);
    });

    it('sorts by each of the six sort values', async () => {
      const sorted = async (sort: string) => titles(await t.http.get(`/api/books?sort=${sort}`).expect(200));
      expect(await sorted('title')).toEqual(['Amber Roads', 'Bright Hollow', 'Cold Harbour']);
      expect(await sorted('-title')).toEqual(['Cold Harbour', 'Bright Hollow', 'Amber Roads']);
      expect(await sorted('publishedDate')).toEqual(['Bright Hollow', 'Amber Roads', 'Cold Harbour']);
      expect(await sorted('-publishedDate')).toEqual(['Cold Harbour', 'Amber Roads', 'Bright Hollow']);
      expect(await sorted('-reviewCount')).toEqual(['Cold Harbour', 'Amber Roads', 'Bright Hollow']);
      expect(await sorted('-averageRating')).toEqual(['Cold Harbour', 'Amber Roads', 'Bright Hollow']);
    });

    it('searches title or author name, case-insensitively, treating regex characters literally', async () => {
      expect(titles(await t.http.get('/api/books?search=HARB').expect(200))).toEqual(['Cold Harbour']);
      const byAuthor = await t.http.get('/api/books?search=tolk').expect(200);
      expect(titles(byAuthor)).toEqual(['Amber Roads']);
      expect(byAuthor.body.meta.total).toBe(1);
      expect((await t.http.get('/api/books?search=o').expect(200)).body.meta.total).toBe(3);
      // Without regard to accents either: a letter typed with one finds it without, in a title or an author's name.
      expect(titles(await t.http.get(`/api/books?search=${encodeURIComponent('HÁRB')}`).expect(200))).toEqual([
        'Cold Harbour',
      ]);
      expect(titles(await t.http.get(`/api/books?search=${encodeURIComponent('tólk')}`).expect(200))).toEqual([
        'Amber Roads',
      ]);
      expect(titles(await t.http.get('/api/books?search=.*').expect(200))).toEqual([]);
      expect(titles(await t.http.get('/api/books?search=(').expect(200))).toEqual([]);
    });

    it('filters by genre and author, combined with search', async () => {
      expect(titles(await t.http.get(`/api/books?genre=${fantasy._id}`).expect(200))).toEqual([
        'Cold Harbour',
        'Amber Roads',
      ]);
      expect(titles(await t.http.get(`/api/books?author=${tolkien._id}`).expect(200))).toEqual(['Amber Roads']);
      expect(titles(await t.http.get(`/api/books?genre=${poetry._id}&search=cold`).expect(200))).toEqual([
        'Cold Harbour',
      ]);
      expect(titles(await t.http.get(`/api/books?genre=${UNKNOWN_ID}`).expect(200))).toEqual([]);
    });

    it('pages with a stable order and hasMore', async () => {
      const p1 = await t.http.get('/api/books?sort=title&limit=2&page=1').expect(200);
      const p2 = await t.http.get('/api/books?sort=title&limit=2&page=2').expect(200);
      expect(titles(p1)).toEqual(['Amber Roads', 'Bright Hollow']);
      expect(p1.body.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
      expect(titles(p2)).toEqual(['Cold Harbour']);
      expect(p2.body.meta).toEqual({ total: 3, page: 2, limit: 2, hasMore: false });
      const p9 = await t.http.get('/api/books?limit=2&page=9').expect(200);
      expect(p9.body).toEqual({ success: true, data: [], meta: { total: 3, page: 9, limit: 2, hasMore: false } });
    });

    it('pages a search in the requested sort, with the total of every match the viewer may see', async () => {
      // "o" matches every book through its author's name (Ronald Tolk, Zadie Morrow): three published, a draft, an archived one.
      const p1 = await t.http.get('/api/books?search=o&sort=-title&limit=2&page=1').expect(200);
      expect(titles(p1)).toEqual(['Cold Harbour', 'Bright Hollow']);
      expect(p1.body.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
      const p2 = await t.http.get('/api/books?search=o&sort=-title&limit=2&page=2').expect(200);
      expect(p2.body).toMatchObject({
        data: [{ title: 'Amber Roads', author: { name: 'Ronald Tolk' } }],
        meta: { total: 3, page: 2, limit: 2, hasMore: false },
      });
      const beyond = await t.http.get('/api/books?search=o&limit=2&page=5').expect(200);
      expect(beyond.body).toEqual({ success: true, data: [], meta: { total: 3, page: 5, limit: 2, hasMore: false } });
      const admins = await t.http
        .get('/api/books?search=o&status=all&sort=title&limit=2&page=3')
        .set(admin.auth)
        .expect(200);
      expect(titles(admins)).toEqual(['Draft Dreams']);
      expect(admins.body.meta).toEqual({ total: 5, page: 3, limit: 2, hasMore: false });
    });

    it('lets only administrators see drafts and archived books', async () => {
      expect(titles(await t.http.get('/api/books?status=all').set(user.auth).expect(200))).not.toContain(
        'Draft Dreams',
      );
      expect(titles(await t.http.get('/api/books?status=draft').expect(200))).not.toContain('Draft Dreams');
      expect(titles(await t.http.get('/api/books?status=draft').set(admin.auth).expect(200))).toEqual(['Draft Dreams']);
      expect(titles(await t.http.get('/api/books?status=archived').set(admin.auth).expect(200))).toEqual([
        'Archived Annals',
      ]);
      const all = await t.http.get('/api/books?status=all&sort=title').set(admin.auth).expect(200);
      expect(all.body.meta.total).toBe(5);
      expect(titles(await t.http.get('/api/books').set(admin.auth).expect(200))).toHaveLength(3);
      // The token is read only with `status`, the one query whose answer depends on it: a bad one is a 401 there only.
      await t.http.get('/api/books?status=all').set({ Authorization: 'Bearer not-a-token' }).expect(401);
      expect(
        titles(await t.http.get('/api/books').set({ Authorization: 'Bearer not-a-token' }).expect(200)),
      ).toHaveLength(3);
    });

    it('answers invalid or operator-injecting query strings with 400, never 500', async () => {
      const queries = [
        'sort=rating',
        'limit=0',
        'limit=101',
        'page=0',
        'page=1.5',
        'genre=fantasy',
        'author=123',
        'status=secret',
        'search[$ne]=x',
        'genre[$gt]=',
        'author[$ne]=null',
        'search=a&search=b',
        `search=${'x'.repeat(101)}`,
        'unknown=1',
      ];
      for (const q of queries) {
        const res = await t.http.get(`/api/books?${q}`);
        expect({ q, status: res.status, success: res.body.success }).toEqual({ q, status: 400, success: false });
      }
      const res = await t.http.get('/api/books?sort=rating').expect(400);
      expect(res.body.errors.sort[0]).toMatch(/^Sort must be one of: -averageRating, title/);
    });
  });

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

    it('keeps the histogram on the book as reviews are re-rated and deleted, and counts it for a book written before it was kept', async () => {
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
      // A published book, its reviews and their stats are everyone's: nothing asks who the caller is.
      await t.http.get(`/api/books/${published._id}`).set(bad).expect(200);
      expect((await t.http.get(`/api/reviews?book=${published._id}`).set(bad).expect(200)).body.meta.total).toBe(1);
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

  describe('POST /api/books', () => {
    it('creates a book (default status published) and returns it populated', async () => {
      const author = await createAuthor(t, admin, { name: 'Petra Voss' });
      const genre = await createGenre(t, admin);
      const res = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({
          title: '  The Salt Orchard ',
          author: author._id,
          genres: [genre._id, genre._id],
          coverImage: 'https://images.example.com/salt.jpg',
          publishedDate: '2020-02-02',
          pageCount: 280,
        })
        .expect(201);
      expect(res.body.data).toMatchObject({
        title: 'The Salt Orchard',
        author: { _id: author._id, name: 'Petra Voss' },
        genres: [{ _id: genre._id, name: genre.name }],
        status: 'published',
        averageRating: 0,
        reviewCount: 0,
        pageCount: 280,
      });
    });

    it('reports every invalid field with a readable message', async () => {
      const res = await t.http.post('/api/books').set(admin.auth).send({}).expect(400);
      expect(res.body.message).toBe('Title is required');
      expect(res.body.errors.title[0]).toBe('Title is required');
      expect(res.body.errors.author[0]).toBe('Author is required');
      expect(res.body.errors.coverImage[0]).toBe('Cover image is required');

      const author = await createAuthor(t, admin);
      const bad = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({
          title: 'T',
          author: author._id,
          coverImage: 'ftp://x/y.png',
          pageCount: 0,
          status: 'abandoned',
          publishedDate: 'yesterday',
          genres: ['nope'],
        })
        .expect(400);
      expect(bad.body.errors).toEqual({
        coverImage: ['Cover image must be an image URL or an uploaded image path'],
        pageCount: ['Page count must be at least 1'],
        status: ['Status must be one of: published, draft, archived'],
        publishedDate: ['Published date must be a valid date (YYYY-MM-DD)'],
        genres: ['Each genre must be a valid id'],
      });
      const fractional = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/a.png', pageCount: 1.5 })
        .expect(400);
      expect(fractional.body.errors.pageCount).toEqual(['Page count must be a whole number']);
      const traversal = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/../secret.png' })
        .expect(400);
      expect(traversal.body.errors.coverImage).toBeDefined();
      const extra = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, coverImage: '/api/uploads/a.png', averageRating: 5 })
        .expect(400);
      expect(extra.body.errors.averageRating).toBeDefined();
    });

    it('rejects an author or genre that does not exist', async () => {
      const res = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: UNKNOWN_ID, coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Author not found',
        errors: { author: ['Author not found'] },
      });
      const author = await createAuthor(t, admin);
      const genre = await createGenre(t, admin);
      const g = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: author._id, genres: [genre._id, UNKNOWN_ID], coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(g.body.errors.genres).toBeDefined();
      const op = await t.http
        .post('/api/books')
        .set(admin.auth)
        .send({ title: 'T', author: { $ne: null }, coverImage: '/api/uploads/a.png' })
        .expect(400);
      expect(op.body.errors.author).toBeDefined();
    });
  });

  describe('PUT /api/books/:id', () => {
    it('changes only the fields sent, can clear optional ones, rejects null required ones', async () => {
      const book = await createBook(t, admin, {
        title: 'Before',
        publisher: 'P',
        pageCount: 100,
        publishedDate: '2000-01-01',
      });
      const res = await t.http
        .put(`/api/books/${book._id}`)
        .set(admin.auth)
        .send({ title: 'After', pageCount: null, publishedDate: '' })
        .expect(200);
      expect(res.body.data).toMatchObject({
        title: 'After',
        publisher: 'P',
        pageCount: null,
        publishedDate: null,
        author: book.author,
      });
      const bad = await t.http
        .put(`/api/books/${book._id}`)
        .set(admin.auth)
        .send({ title: null, coverImage: '' })
        .expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['coverImage', 'title']);
      await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ author: UNKNOWN_ID }).expect(400);
      await t.http.put(`/api/books/${UNKNOWN_ID}`).set(admin.auth).send({ title: 'x' }).expect(404);
      await t.http.put('/api/books/x').set(admin.auth).send({ title: 'x' }).expect(400);
    });
  });

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

      expect(await t.app.get(BookCascades).backfillPublishedCounts()).toBe(2);
      expect(await counts(author._id, genre._id)).toEqual(seen([2, 2], [1, 1]));
      expect(await t.app.get(BookCascades).backfillPublishedCounts()).toBe(0);
    });
  });

  describe('DELETE /api/books/:id', () => {
    it("removes the book's reviews and reading-list entries", async () => {
      const book = await createBook(t, admin);
      const reader = await createUser(t);
      await createReview(t, reader, book._id);
      await t.http.post('/api/reading-list').set(reader.auth).send({ bookId: book._id, status: 'reading' }).expect(201);
      await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
      await t.http.get(`/api/books/${book._id}`).expect(404);
      expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toEqual([]);
      expect((await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data).toEqual([]);
      const byBook = { book: new Types.ObjectId(book._id) };
      expect(await t.connection.collection('reviews').countDocuments(byBook)).toBe(0);
      expect(await t.connection.collection('readinglistentries').countDocuments(byBook)).toBe(0);
      await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(404);
      await t.http.delete('/api/books/x').set(admin.auth).expect(400);
    });
  });

  describe('genre deletion', () => {
    it('removes the genre from every book', async () => {
      const [g1, g2] = [await createGenre(t, admin), await createGenre(t, admin)];
      const book = await createBook(t, admin, { genres: [g1._id, g2._id] });
      await t.http.delete(`/api/genres/${g1._id}`).set(admin.auth).expect(200);
      const res = await t.http.get(`/api/books/${book._id}`).expect(200);
      expect(res.body.data.genres).toEqual([{ _id: g2._id, name: g2.name }]);
      const raw = await t.connection.collection('books').findOne({ title: book.title });
      expect(raw?.genres.map(String)).toEqual([g2._id]);
    });
  });

  describe('authorization', () => {
    it('lets only administrators write: 401 for visitors, 403 for users', async () => {
      const book = await createBook(t, admin);
      const author = book.author as { _id: string };
      const calls = [
        () => t.http.post('/api/books').send({ title: 'x', author: author._id, coverImage: '/api/uploads/x.png' }),
        () => t.http.put(`/api/books/${book._id}`).send({ title: 'x' }),
        () => t.http.delete(`/api/books/${book._id}`),
      ];
      for (const call of calls) {
        await call().expect(401);
        await call().set(user.auth).expect(403);
      }
      await t.http.get(`/api/books/${book._id}`).expect(200);
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

    it('reads the kept count, not the books, and makes a missing one (a database from before)', async () => {
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
      expect(await total('')).toBe(published + 1);
      expect(await t.connection.collection('bookcounts').findOne({ _id: 'published' as never })).toMatchObject({
        count: published + 1,
      });
    });
  });
});
