import { createAdmin, createUser, setUpApp } from '../../../testing/fixtures';
import { createAuthor, createBook, createGenre } from '../../../testing/books';
import { createReview } from '../../../testing/reviews';

describe('HTTP caching of public reads', () => {
  const { t } = setUpApp({ env: { READ_CACHE_TTL_MS: '60000' } });
  beforeAll(async () => {
    const admin = await createAdmin(t);
    for (let i = 0; i < 12; i += 1)
      await createBook(t, admin, { title: `Cached Book ${i}`, description: 'x'.repeat(200) });
  });

  const rename = () =>
    t.connection.collection('books').updateMany({}, { $set: { description: 'changed behind the cache' } });
  const restore = () => t.connection.collection('books').updateMany({}, { $set: { description: 'x'.repeat(200) } });

  it('answers with an ETag and a short public Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await t.http.get('/api/books?limit=5').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers.vary).toMatch(/Authorization/);
    const again = await t.http.get('/api/books?limit=5').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('shares one entry between page=01 and page=1 and between reordered parameters', async () => {
    await t.http.get('/api/books?page=1&limit=3').expect(200);
    await rename();
    const padded = await t.http.get('/api/books?limit=3&page=01').expect(200);
    expect(padded.body.data[0].description).not.toBe('changed behind the cache');
    await t.http.post('/api/genres').send({}); // a rejected write (401) does not empty the cache
    const stillCached = await t.http.get('/api/books?page=1&limit=3').expect(200);
    expect(stillCached.body.data[0].description).not.toBe('changed behind the cache');
    await restore();
  });

  it('refuses the other spellings of a page number rather than keeping one entry per spelling', async () => {
    for (const page of ['1e0', '0x1', '1.0', '+1']) {
      const res = await t.http.get(`/api/books?limit=3&page=${encodeURIComponent(page)}`);
      expect({ page, status: res.status, message: res.body.message }).toEqual({
        page,
        status: 400,
        message: 'Page must be a whole number',
      });
    }
  });

  it('HEAD and OPTIONS never empty it; a real write does', async () => {
    const admin = await createAdmin(t);
    await t.http.get('/api/books?limit=2').expect(200);
    await rename();
    await t.http.head('/api/genres').expect(200);
    await t.http
      .options('/api/books')
      .set('Origin', 'http://localhost:4200')
      .set('Access-Control-Request-Method', 'POST');
    expect((await t.http.get('/api/books?limit=2')).body.data[0].description).not.toBe('changed behind the cache');
    await createAuthor(t, admin);
    expect((await t.http.get('/api/books?limit=2')).body.data[0].description).toBe('changed behind the cache');
    await restore();
  });

  it("serves a signed-in caller the visitor's answer where it did not read the caller, never where it did", async () => {
    const reader = await createUser(t);
    const admin = await createAdmin(t);
    const catalogue = await t.http.get('/api/books?limit=4').expect(200);
    const bookId = catalogue.body.data[0]._id;
    await t.http.get(`/api/books/${bookId}`).expect(200);
    await rename();
    // The catalogue reads no caller without `status`: the reader gets the kept answer, and their browser keeps nothing.
    const signedIn = await t.http.get('/api/books?limit=4').set(reader.auth).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBe(catalogue.headers.etag);
    expect(signedIn.body.data[0].description).not.toBe('changed behind the cache');
    // A published book's page does not read the caller either: the same.
    const page = await t.http.get(`/api/books/${bookId}`).set(reader.auth).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.data.description).not.toBe('changed behind the cache');
    // Where the answer reads the caller (an administrator's `status`, a draft's page), it is computed for them, fresh,
    // and not kept: a visitor asking the same gets their own answer.
    const asAdmin = await t.http.get('/api/books?limit=4&status=published').set(admin.auth).expect(200);
    expect(asAdmin.body.data[0].description).toBe('changed behind the cache');
    const draft = await createBook(t, admin, { title: 'Unkept Draft', status: 'draft' });
    await rename(); // the write above emptied the cache
    expect((await t.http.get(`/api/books/${draft._id}`).set(admin.auth).expect(200)).body.data.title).toBe(
      'Unkept Draft',
    );
    await t.http.get(`/api/books/${draft._id}`).expect(404);
    await t.http.get(`/api/books/${draft._id}`).set(reader.auth).expect(404);
    const me = await t.http.get('/api/auth/me').set(reader.auth).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    await restore();
  });

  it("keeps a signed-in caller's miss when it is every caller's, and only then", async () => {
    const reader = await createUser(t);
    const admin = await createAdmin(t);
    await t.http.get('/api/books?limit=6').set(reader.auth).expect(200);
    await t.http.get('/api/books?limit=7&status=all').set(admin.auth).expect(200);
    await rename();
    expect((await t.http.get('/api/books?limit=6').expect(200)).body.data[0].description).not.toBe(
      'changed behind the cache',
    );
    expect((await t.http.get('/api/books?limit=7&status=all').expect(200)).body.data[0].description).toBe(
      'changed behind the cache',
    );
    await restore();
  });

  it('compresses JSON over 1 KB (cached or not) and leaves small answers alone', async () => {
    const big = await t.http.get('/api/books?limit=12').set('Accept-Encoding', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body.data).toHaveLength(12); // supertest decompresses: the bytes were valid gzip
    const bigAgain = await t.http.get('/api/books?limit=12').set('Accept-Encoding', 'br').expect(200);
    expect(bigAgain.headers['content-encoding']).toBe('br');
    // A browser lists gzip first with the same weight: it is still sent brotli, the smaller.
    const asBrowser = await t.http
      .get('/api/books?limit=12')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(asBrowser.headers['content-encoding']).toBe('br');
    const small = await t.http.get('/api/genres').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const reader = await createUser(t);
    // With `status` the token is read: an answer computed for the caller, never kept, is compressed as well.
    const uncached = await t.http
      .get('/api/books?limit=12&status=published')
      .set(reader.auth)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(uncached.headers['content-encoding']).toBe('gzip');
  });

  it('caches every public catalogue read: books, authors, genres, reviews, review stats, site stats', async () => {
    const admin = await createAdmin(t);
    const author = await createAuthor(t, admin);
    const book = await createBook(t, admin, { title: 'Reviewed Cached Book', author: author._id });
    const reader = await createUser(t);
    await createReview(t, reader, book._id, { content: 'A review to cache.' });
    const genre = await createGenre(t, admin);
    const reads = [
      '/api/books',
      `/api/books/${book._id}`,
      '/api/authors',
      `/api/authors/${author._id}`,
      '/api/genres',
      `/api/genres/${genre._id}`,
      `/api/reviews?book=${book._id}`,
      `/api/reviews/stats?book=${book._id}`,
      '/api/stats',
    ];
    for (const url of reads) {
      const first = await t.http.get(url).expect(200);
      expect([url, first.headers['cache-control']]).toEqual([url, 'public, max-age=10']);
      await t.http.get(url).set('If-None-Match', first.headers.etag).expect(304);
    }
    // Served from memory: a change behind the API's back is not seen until a write through it.
    await t.connection.collection('reviews').updateMany({}, { $set: { content: 'changed behind the cache' } });
    expect((await t.http.get(`/api/reviews?book=${book._id}`)).body.data[0].content).toBe('A review to cache.');
  });

  it('answers a hit with the headers of the miss that stored it: security headers and CORS for the caller', async () => {
    const url = '/api/books?limit=6&sort=title';
    const origin = 'http://localhost:4200';
    const miss = await t.http.get(url).set('Origin', origin).expect(200);
    const hit = await t.http.get(url).set('Origin', origin).expect(200);
    const comparable = (headers: Record<string, string>) => {
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
      return rest;
    };
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
    expect(hit.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(hit.headers['content-security-policy']).toBeDefined();
    expect(hit.headers.vary).toBe('Origin, Accept-Encoding, Authorization');
    const stranger = await t.http.get(url).set('Origin', 'https://evil.example').expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps answers that are not declared cacheable out of it (a 404, a private route)', async () => {
    await t.http.get('/api/books/000000000000000000000000').expect(404);
    await t.http.get('/api/reading-list').expect(401);
    const res = await t.http.get('/api/health').expect(200);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
