import { createAuthor, createBook } from '../../testing/books';
import { expectAdministratorsOnly, setUpApp } from '../../testing/fixtures';

describe('authors API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  describe('GET /api/authors', () => {
    beforeAll(async () => {
      await t.connection.collection('authors').deleteMany({});
      await createAuthor(t, admin, { name: 'Chloé Marchetti', nationality: 'Italian' });
      const b = await createAuthor(t, admin, { name: 'Abel Okafor', nationality: 'Nigerian' });
      await createAuthor(t, admin, { name: 'Brit Lindqvist', nationality: 'Swedish' });
      await createBook(t, admin, { author: b._id });
      await createBook(t, admin, { author: b._id });
    });

    it('lists by name by default, in the Author shape', async () => {
      const res = await t.http.get('/api/authors').expect(200);
      expect(res.body.data.map((a: { name: string }) => a.name)).toEqual([
        'Abel Okafor',
        'Brit Lindqvist',
        'Chloé Marchetti',
      ]);
      expect(Object.keys(res.body.data[0]).sort()).toEqual([
        '_id',
        'avatar',
        'biography',
        'birthDate',
        'bookCount',
        'createdAt',
        'name',
        'nationality',
      ]);
      expect(res.body.data[0]).toMatchObject({ bookCount: 2, birthDate: null, biography: '', avatar: '' });
    });

    it('sorts, limits and searches name or nationality case-insensitively', async () => {
      const byCount = await t.http.get('/api/authors?sort=-bookCount&limit=1').expect(200);
      expect(byCount.body.data.map((a: { name: string }) => a.name)).toEqual(['Abel Okafor']);
      const desc = await t.http.get('/api/authors?sort=-name').expect(200);
      expect(desc.body.data[0].name).toBe('Chloé Marchetti');
      const search = await t.http.get('/api/authors?search=SWED').expect(200);
      expect(search.body.data.map((a: { name: string }) => a.name)).toEqual(['Brit Lindqvist']);
      // Without regard to accents: "chloe" (a keyboard without them) finds Chloé, and so does "CHLOË".
      for (const typed of ['chloe', 'CHLOË', 'Chloé']) {
        const res = await t.http.get(`/api/authors?search=${encodeURIComponent(typed)}`).expect(200);
        expect(res.body.data.map((a: { name: string }) => a.name)).toEqual(['Chloé Marchetti']);
      }
      const regexChars = await t.http.get('/api/authors?search=.*').expect(200);
      expect(regexChars.body.data).toEqual([]);
    });

    it('answers every author in one page without limit or page', async () => {
      const res = await t.http.get('/api/authors').expect(200);
      expect(res.body.meta).toEqual({ total: 3, page: 1, limit: 3, hasMore: false });
    });

    it('pages with page and limit (50 by default), the total counted, searched or not', async () => {
      const first = await t.http.get('/api/authors?limit=2').expect(200);
      expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['Abel Okafor', 'Brit Lindqvist']);
      expect(first.body.meta).toEqual({ total: 3, page: 1, limit: 2, hasMore: true });
      const second = await t.http.get('/api/authors?limit=2&page=2').expect(200);
      expect(second.body.data.map((a: { name: string }) => a.name)).toEqual(['Chloé Marchetti']);
      expect(second.body.meta).toEqual({ total: 3, page: 2, limit: 2, hasMore: false });
      const byDefault = await t.http.get('/api/authors?page=1').expect(200);
      expect(byDefault.body.meta).toEqual({ total: 3, page: 1, limit: 50, hasMore: false });
      const searched = await t.http.get('/api/authors?search=i&limit=1').expect(200);
      // "i": Brit Lindqvist (name), Chloé Marchetti (name, Italian), Abel Okafor (Nigerian).
      expect(searched.body.data.map((a: { name: string }) => a.name)).toEqual(['Abel Okafor']);
      expect(searched.body.meta).toEqual({ total: 3, page: 1, limit: 1, hasMore: true });
      const beyond = await t.http.get('/api/authors?search=swed&page=2&limit=1').expect(200);
      expect(beyond.body).toEqual({ success: true, data: [], meta: { total: 1, page: 2, limit: 1, hasMore: false } });
    });

    it('rejects invalid query parameters and operator payloads with 400', async () => {
      for (const q of [
        'sort=age',
        'limit=0',
        'limit=101',
        'limit=abc',
        'page=0',
        'page=1.5',
        'search[$ne]=x',
        'page[$gt]=1',
        'foo=1',
      ]) {
        const res = await t.http.get(`/api/authors?${q}`);
        expect({ q, status: res.status }).toEqual({ q, status: 400 });
        expect(res.body.success).toBe(false);
      }
    });
  });

  describe('GET /api/authors/:id', () => {
    it('returns one author, 404 for an unknown id and 400 for a malformed one', async () => {
      const a = await createAuthor(t, admin, { name: 'Ines Duarte', birthDate: '1968-02-29' });
      const res = await t.http.get(`/api/authors/${a._id}`).expect(200);
      expect(res.body.data).toMatchObject({ _id: a._id, name: 'Ines Duarte', birthDate: '1968-02-29T00:00:00.000Z' });
      await t.http
        .get('/api/authors/64b7f0c2a1b2c3d4e5f60718')
        .expect(404, { success: false, message: 'Author not found' });
      await t.http.get('/api/authors/nope').expect(400);
    });
  });

  describe('writes', () => {
    it('creates with validation messages per field', async () => {
      const res = await t.http
        .post('/api/authors')
        .set(admin.auth)
        .send({ name: '  ', birthDate: '31/12/1990', avatar: 'javascript:alert(1)' })
        .expect(400);
      expect(res.body.errors.name).toContain('Name is required');
      expect(res.body.errors.birthDate).toEqual(['Birth date must be a valid date (YYYY-MM-DD)']);
      expect(res.body.errors.avatar).toEqual(['Avatar must be an image URL or an uploaded image path']);
      const unknown = await t.http.post('/api/authors').set(admin.auth).send({ name: 'X', bookCount: 99 }).expect(400);
      expect(unknown.body.errors.bookCount).toBeDefined();
      const ok = await t.http
        .post('/api/authors')
        .set(admin.auth)
        .send({
          name: ' Tomas Reyes ',
          nationality: 'Chilean',
          avatar: 'https://img.example.com/t.png',
          biography: 'Poet.',
        })
        .expect(201);
      expect(ok.body.data).toMatchObject({ name: 'Tomas Reyes', nationality: 'Chilean', bookCount: 0 });
    });

    it('updates only the fields sent, and rejects a null name', async () => {
      const a = await createAuthor(t, admin, { name: 'Old Name', nationality: 'Irish' });
      const res = await t.http
        .put(`/api/authors/${a._id}`)
        .set(admin.auth)
        .send({ name: 'New Name', birthDate: '' })
        .expect(200);
      expect(res.body.data).toMatchObject({ name: 'New Name', nationality: 'Irish', birthDate: null });
      const bad = await t.http.put(`/api/authors/${a._id}`).set(admin.auth).send({ name: null }).expect(400);
      expect(bad.body.errors.name).toBeDefined();
      await t.http.put('/api/authors/64b7f0c2a1b2c3d4e5f60718').set(admin.auth).send({ name: 'x' }).expect(404);
      await t.http.put('/api/authors/nope').set(admin.auth).send({ name: 'x' }).expect(400);
    });

    it('deleting an author keeps their books with author null', async () => {
      const a = await createAuthor(t, admin);
      const book = await createBook(t, admin, { author: a._id });
      await t.http.delete(`/api/authors/${a._id}`).set(admin.auth).expect(200, { success: true, data: null });
      const res = await t.http.get(`/api/books/${book._id}`).expect(200);
      expect(res.body.data.author).toBeNull();
      await t.http.delete(`/api/authors/${a._id}`).set(admin.auth).expect(404);
      await t.http.delete('/api/authors/nope').set(admin.auth).expect(400);
    });

    it('is admin-only: 401 for visitors, 403 for users', async () => {
      const a = await createAuthor(t, admin);
      const calls = [
        () => t.http.post('/api/authors').send({ name: 'X' }),
        () => t.http.put(`/api/authors/${a._id}`).send({ name: 'X' }),
        () => t.http.delete(`/api/authors/${a._id}`),
      ];
      await expectAdministratorsOnly(calls, user);
      await t.http.get(`/api/authors/${a._id}`).expect(200);
    });
  });
});
