import { createAuthor, createBook, createGenre } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, UNKNOWN_ID, setUpApp } from '../../testing/fixtures';

type Row = { _id: string; title: string; [k: string]: unknown };
const titles = (res: { body: { data: Row[] } }) => res.body.data.map((b) => b.title);

describe('books API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

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
          'format',
          'isbn10',
          'isbn13',
          'work',
          'workPrimary',
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
});
