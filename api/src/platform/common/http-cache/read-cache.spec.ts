import { createAdmin, setUpApp } from '../../../testing/fixtures';
import { createAuthor, createBook } from '../../../testing/books';
import express from 'express';
import supertest from 'supertest';
import { canonicalKey, ReadCache } from './read-cache';

describe('catalogue read cache', () => {
  const { t } = setUpApp({ env: { READ_CACHE_TTL_MS: '60000' } });

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
        res.locals.publicAnswer = { policy: { maxAge: 10 }, forEveryCaller: everyCaller };
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
      'public, max-age=10',
    );
    expect(shared.calls()).toBe(2);
  });
});
