import { createAdmin, createAuthor, createBook, createUser } from '../testing/fixtures';
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

  it('serves repeated reads from memory and empties on any write through the API', async () => {
    const admin = await createAdmin(t);
    await createAuthor(t, admin, { name: 'First Author' });
    const first = await t.http.get('/api/authors').expect(200);
    expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['First Author']);

    // A write that bypasses the API is not seen while the entry lives: proof the second read is cached.
    await t.connection.collection('authors').updateMany({}, { $set: { name: 'Changed Behind The Cache' } });
    const cached = await t.http.get('/api/authors').expect(200);
    expect(cached.body.data[0].name).toBe('First Author');

    // A write through the API clears the cache: the next read sees the database.
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
    for (let i = 0; i < 12; i += 1) await createBook(t, admin, { title: `Cached Book ${i}`, description: 'x'.repeat(200) });
  });
  afterAll(() => t.close());

  const rename = () => t.connection.collection('books').updateMany({}, { $set: { description: 'changed behind the cache' } });
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

  it('HEAD and OPTIONS never empty it; a real write does', async () => {
    const admin = await createAdmin(t);
    await t.http.get('/api/books?limit=2').expect(200);
    await rename();
    await t.http.head('/api/genres').expect(200);
    await t.http.options('/api/books').set('Origin', 'http://localhost:4200').set('Access-Control-Request-Method', 'POST');
    expect((await t.http.get('/api/books?limit=2')).body.data[0].description).not.toBe('changed behind the cache');
    await createAuthor(t, admin);
    expect((await t.http.get('/api/books?limit=2')).body.data[0].description).toBe('changed behind the cache');
    await restore();
  });

  it('never stores signed-in answers: Cache-Control no-store, always fresh', async () => {
    const reader = await createUser(t);
    await t.http.get('/api/books?limit=4').expect(200);
    await rename();
    const signedIn = await t.http.get('/api/books?limit=4').set(reader.auth).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.body.data[0].description).toBe('changed behind the cache');
    const me = await t.http.get('/api/auth/me').set(reader.auth).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    await restore();
  });

  it('compresses JSON over 1 KB (cached or not) and leaves small answers alone', async () => {
    const big = await t.http.get('/api/books?limit=12').set('Accept-Encoding', 'gzip').expect(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.body.data).toHaveLength(12); // supertest decompresses: the bytes were valid gzip
    const bigAgain = await t.http.get('/api/books?limit=12').set('Accept-Encoding', 'br').expect(200);
    expect(bigAgain.headers['content-encoding']).toBe('br');
    const small = await t.http.get('/api/genres').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const reader = await createUser(t);
    const uncached = await t.http.get('/api/books?limit=12').set(reader.auth).set('Accept-Encoding', 'gzip').expect(200);
    expect(uncached.headers['content-encoding']).toBe('gzip');
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
  function frontOf(cache: ReadCache) {
    const app = express();
    let calls = 0;
    app.use('/api', cache.middleware);
    app.get('/api/items', (req, res) => {
      calls += 1;
      res.locals.publicCache = { maxAge: 10, staleWhileRevalidate: 60 };
      res.json({ size: req.query.size, call: calls, padding: 'p'.repeat(Number(req.query.size)) });
    });
    return { request: supertest(app), calls: () => calls };
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
});
