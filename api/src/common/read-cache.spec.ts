import { createAdmin, createAuthor, createBook, createGenre, createReview, createUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import express from 'express';
import supertest from 'supertest';
import { canonicalKey, ReadCache } from './http-cache/read-cache';

describe('catalogue read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => t.close());

  it('serves repeated reads from memory and empties on a write through the API that changes them', async () => {
    const admin = await createAdmin(t);
    await createAuthor(t, admin, { name: 'First Author' });
    const first = await t.http.get('/api/authors').expect(200);
    expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['First Author']);

    // A write that bypasses the API is not seen while the entry lives: proof the second read is cached.
    await t.connection.collection('authors').updateMany({}, { $set: { name: 'Changed Behind The Cache' } });
    const cached = await t.http.get('/api/authors').expect(200);
    expect(cached.body.data[0].name).toBe('First Author');

    // A write through the API that changes the catalogue (@ChangesPublicReads) clears the cache: the next read sees the database.
    await createAuthor(t, admin, { name: 'Second Author' });
    const fresh = await t.http.get('/api/authors?sort=name').expect(200);
    expect(fresh.body.data.map((a: { name: string }) => a.name)).toEqual(['Changed Behind The Cache', 'Second Author']);
  });

  it('keys entries by role, so visitors never get an admin-only answer', async () => {
    const admin = await createAdmin(t);
    await createBook(t, admin, { title: 'Hidden Draft', status: 'draft' });
    const asAdmin = await t.http.get('/api/books?status=all').set(admin.auth).expect(200);
    expect(asAdmin.body.data.map((b: { title: string }) => b.title)).toContain('Hidden Draft');
    const asVisitor = await t.http.get('/api/books?status=all');
    expect(asVisitor.status).toBeLessThan(500);
    expect(JSON.stringify(asVisitor.body)).not.toContain('Hidden Draft');
  });
});

describe('canonicalKey', () => {
  it('gives one key to reordered parameters and to zero-padded integers, and keeps text as typed', () => {
    expect(canonicalKey('/api/books?page=01&limit=24')).toBe(canonicalKey('/api/books?limit=24&page=1'));
    expect(canonicalKey('/api/books?search=007')).not.toBe(canonicalKey('/api/books?search=7'));
    expect(canonicalKey('/api/books?genre=b&genre=a')).toBe(canonicalKey('/api/books?genre=a&genre=b'));
    expect(canonicalKey('/api/books')).toBe('/api/books');
  });
});

describe('HTTP caching of public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
    const admin = await createAdmin(t);
    for (let i = 0; i < 12; i += 1)
      await createBook(t, admin, { title: `Cached Book ${i}`, description: 'x'.repeat(200) });
  });
  afterAll(() => t.close());

  const rename = () =>
    t.connection.collection('books').updateMany({}, { $set: { description: 'changed behind the cache' } });
  const restore = () => t.connection.collection('books').updateMany({}, { $set: { description: 'x'.repeat(200) } });

  it('answers with an ETag and a short public Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await t.http.get('/api/books?limit=5').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
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
      expect([url, first.headers['cache-control']]).toEqual([url, 'public, max-age=10, stale-while-revalidate=60']);
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

describe('read cache bounds', () => {
  // The cache alone in front of a plain Express route that declares itself public, as @PublicCache() does.
  function frontOf(cache: ReadCache, delayMs = 0, forEveryCaller = false) {
    const app = express();
    let calls = 0;
    let everyCaller = forEveryCaller;
    app.use('/api', cache.middleware);
    app.get('/api/items', async (req, res) => {
      calls += 1;
      const call = calls;
      await new Promise((r) => setTimeout(r, delayMs));
      // As PublicCacheInterceptor: a signed-in answer is kept only if it is every caller's.
      if (everyCaller || !req.headers.authorization)
        res.locals.publicAnswer = { policy: { maxAge: 10, staleWhileRevalidate: 60 }, forEveryCaller: everyCaller };
      res.json({ size: req.query.size, call, padding: 'p'.repeat(Number(req.query.size)) });
    });
    // A write that changes the items, as a @ChangesPublicReads() route reports it.
    app.post('/api/items', (_req, res) => {
      cache.invalidate();
      res.status(201).json({});
    });
    // Whether the route's next answers are every caller's (a book hidden since: its answer now reads the caller).
    const answersEveryCaller = (value: boolean) => (everyCaller = value);
    return { request: supertest(app), calls: () => calls, answersEveryCaller };
  }

  it('is bounded by bytes: the least recently used entries go first, an answer larger than the bound is not kept', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 10_000, staleIfErrorMs: 0 });
    const { request, calls } = frontOf(cache);
    for (const size of [1000, 1001, 1002, 1003]) await request.get(`/api/items?size=${size}`).expect(200);
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(4);
    await request.get('/api/items?size=1001').expect(200); // a hit: now most recently used
    expect(calls()).toBe(4);
    await request.get('/api/items?size=1500').expect(200); // needs room: evicts 1000 (least recently used)
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    await request.get('/api/items?size=1001').expect(200);
    expect(calls()).toBe(5);
    await request.get('/api/items?size=1000').expect(200);
    expect(calls()).toBe(6);
    await request.get('/api/items?size=9000').expect(200);
    await request.get('/api/items?size=9000').expect(200);
    expect(calls()).toBe(8);
  });

  it('evicts expired entries (not only skips them)', async () => {
    const cache = new ReadCache({ ttlMs: 100, maxBytes: 100_000, staleIfErrorMs: 100 });
    const { request } = frontOf(cache);
    for (const size of [10, 20, 30]) await request.get(`/api/items?size=${size}`).expect(200);
    expect(cache.size).toBe(3);
    await new Promise((r) => setTimeout(r, 400));
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
  });

  it('runs concurrent misses of one key once: the others wait for its answer', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 100_000, staleIfErrorMs: 0 });
    const { request, calls } = frontOf(cache, 100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => request.get('/api/items?size=5').expect(200)));
    expect(calls()).toBe(1);
    expect(new Set(answers.map((a) => a.body.call))).toEqual(new Set([1]));
    // After a write the next misses are computed again, once.
    await request.post('/api/items').expect(201);
    const after = await Promise.all(Array.from({ length: 8 }, () => request.get('/api/items?size=5').expect(200)));
    expect(calls()).toBe(2);
    expect(new Set(after.map((a) => a.body.call))).toEqual(new Set([2]));
  });

  it('while one request refreshes an entry past its TTL, the others get the previous answer at once', async () => {
    const cache = new ReadCache({ ttlMs: 50, maxBytes: 100_000, staleIfErrorMs: 60_000 });
    const { request, calls } = frontOf(cache, 300);
    await request.get('/api/items?size=7').expect(200);
    await new Promise((r) => setTimeout(r, 80)); // past the TTL
    const refreshing = request.get('/api/items?size=7').then((r) => r); // sent now (supertest sends on then)
    await new Promise((r) => setTimeout(r, 30));
    const startedAt = Date.now();
    const meanwhile = await request.get('/api/items?size=7').expect(200);
    expect(Date.now() - startedAt).toBeLessThan(250); // not held behind the 300 ms refresh
    expect(meanwhile.body.call).toBe(1);
    expect((await refreshing).body.call).toBe(2);
    expect(calls()).toBe(2);
    // After a write nothing older is served: a waiting request gets the new answer.
    await request.post('/api/items').expect(201);
    const [first, second] = await Promise.all([request.get('/api/items?size=7'), request.get('/api/items?size=7')]);
    expect([first.body.call, second.body.call]).toEqual([3, 3]);
  });

  it("gives a signed-in request waiting for a visitor's answer that answer only if it is every caller's", async () => {
    const front = frontOf(new ReadCache({ ttlMs: 60_000, maxBytes: 100_000, staleIfErrorMs: 0 }), 100, true);
    await front.request.get('/api/items?size=3').expect(200); // call 1, every caller's
    await front.request.post('/api/items').expect(201); // a write: the entry is stale
    front.answersEveryCaller(false);
    const visitor = front.request.get('/api/items?size=3').then((r) => r); // call 2, computing for 100 ms
    await new Promise((r) => setTimeout(r, 30));
    const mine = await front.request.get('/api/items?size=3').set({ Authorization: 'Bearer any' }).expect(200);
    expect(mine.body.call).toBe(3); // computed for them, not the visitor's answer
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await visitor).body.call).toBe(2);
  });

  it("serves signed-in callers only the entries that are every caller's, and keeps their answers only then", async () => {
    const signedIn = { Authorization: 'Bearer any' };
    const personal = frontOf(new ReadCache({ ttlMs: 60_000, maxBytes: 100_000, staleIfErrorMs: 0 }));
    await personal.request.get('/api/items?size=3').expect(200);
    const mine = await personal.request.get('/api/items?size=3').set(signedIn).expect(200);
    expect(mine.body.call).toBe(2); // not the visitor's entry
    expect(mine.headers['cache-control']).toBe('no-store');
    await personal.request.get('/api/items?size=4').set(signedIn).expect(200);
    await personal.request.get('/api/items?size=4').expect(200);
    expect(personal.calls()).toBe(4); // nor was the signed-in answer kept

    const shared = frontOf(new ReadCache({ ttlMs: 60_000, maxBytes: 100_000, staleIfErrorMs: 0 }), 0, true);
    await shared.request.get('/api/items?size=3').expect(200);
    const hit = await shared.request.get('/api/items?size=3').set(signedIn).expect(200);
    expect(hit.body.call).toBe(1);
    expect(hit.headers['cache-control']).toBe('no-store');
    expect(hit.headers.etag).toMatch(/^W\//);
    await shared.request.get('/api/items?size=4').set(signedIn).expect(200); // a signed-in miss is kept too
    expect((await shared.request.get('/api/items?size=4').expect(200)).headers['cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=60',
    );
    expect(shared.calls()).toBe(2);
  });
});
