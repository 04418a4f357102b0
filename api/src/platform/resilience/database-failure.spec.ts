import { startEmbeddedMongo } from '../database/embedded-mongo';
import { createAdmin, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { createTestApp } from '../../testing/test-app';

/*
 * The short form of `bench chaos`: the embedded database is frozen (SIGSTOP) and killed (SIGKILL) under the real
 * app. Nothing may hang, nothing may be a 500, and nobody may be signed out (401) for the server's trouble.
 */
const DEADLINE_MS = 1500;

async function timed<T>(request: PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
}

async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not recovered within ${withinMs} ms`);
}

describe('when the database freezes or dies', () => {
  const { t, admin, reader } = setUpApp({
    users: { admin: 'admin', reader: 'user' },
    env: {
      READ_CACHE_TTL_MS: '500',
      REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
      DB_SERVER_SELECTION_TIMEOUT_MS: '800',
    },
  });
  let imageUrl: string;
  let restarted: { stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    await createBook(t, admin, { title: 'Cached Before The Fault' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    imageUrl = (await t.http.post('/api/upload/image').set(reader.auth).attach('image', png, 'a.png').expect(201)).body
      .data.imageUrl;
    await t.http.get('/api/books').expect(200); // now in the read cache
  });
  afterAll(() => restarted?.stop());

  it('frozen: cached reads still answer, the rest is a quick 503 with Retry-After, never a 401; health says 503 within a second', async () => {
    await new Promise((r) => setTimeout(r, 600)); // the cached catalogue page is now expired: served only if the database fails
    process.kill(t.mongo.pid, 'SIGSTOP');
    try {
      const [cached, search, list, image, health] = await Promise.all([
        timed(t.http.get('/api/books')),
        timed(t.http.get('/api/books?search=nothing-cached')),
        timed(t.http.get('/api/reading-list').set(reader.auth)),
        timed(t.http.get(imageUrl)),
        timed(t.http.get('/api/health')),
      ]);
      expect(cached.res.status).toBe(200);
      expect(cached.res.body.data.map((b: { title: string }) => b.title)).toContain('Cached Before The Fault');
      for (const { res, ms } of [search, list, image]) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ success: false, message: expect.stringMatching(/temporarily unavailable/) });
        expect(res.headers['retry-after']).toBe('5');
        expect(ms).toBeLessThan(2000);
      }
      expect(health.res.status).toBe(503);
      expect(health.ms).toBeLessThan(1000);
    } finally {
      process.kill(t.mongo.pid, 'SIGCONT');
    }
    const recoveredIn = await eventually(
      async () => (await t.http.get('/api/reading-list').set(reader.auth)).status === 200,
      3000,
    );
    expect(recoveredIn).toBeLessThan(3000);
  });

  it('killed: 503 with a message for signed-in and anonymous requests (no 500, no 401, no hang), and it reconnects on restart', async () => {
    const port = t.mongo.port;
    process.kill(t.mongo.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const answers = await Promise.all([
      timed(t.http.get('/api/reading-list').set(reader.auth)),
      timed(t.http.get('/api/auth/me').set(reader.auth)),
      timed(t.http.get('/api/authors?search=after-the-kill')),
      timed(t.http.post('/api/auth/login').send({ email: 'x@example.test', password: 'whatever1' })),
      timed(t.http.get(imageUrl)),
    ]);
    for (const { res, ms } of answers) {
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/temporarily unavailable/);
      expect(JSON.stringify(res.body)).not.toMatch(/Mongo|stack|at .*\.js/);
      expect(ms).toBeLessThan(2000);
    }
    expect((await t.http.get('/api/health')).status).toBe(503);

    // An empty database comes back on the same port (the embedded server keeps nothing): the API reconnects by itself.
    restarted = await startEmbeddedMongo('test', 20000, port);
    const readyIn = await eventually(async () => (await t.http.get('/api/health')).status === 200, 5000);
    expect(readyIn).toBeLessThan(5000);
  });
});

describe('per-operation time limit', () => {
  it('sends maxTimeMS (DB_OPERATION_TIMEOUT_MS) with every query and aggregation the API makes', async () => {
    const t = await createTestApp({ DB_OPERATION_TIMEOUT_MS: '4321' });
    // mongoose's debug hook sees each operation with the options it sends to the driver.
    const operations: { name: string; maxTimeMS?: number }[] = [];
    t.connection.set('debug', (collection: string, method: string, ...args: unknown[]) => {
      if (
        !/^(find|findOne|countDocuments|aggregate|updateOne|updateMany|deleteOne|deleteMany|findOneAndUpdate)$/.test(
          method,
        )
      )
        return;
      const options = args.find(
        (a): a is { maxTimeMS?: number } => typeof a === 'object' && a !== null && 'maxTimeMS' in a,
      );
      operations.push({ name: `${collection}.${method}`, maxTimeMS: options?.maxTimeMS });
    });
    try {
      const admin = await createAdmin(t);
      await createBook(t, admin, { title: 'Timed' });
      await t.http.get('/api/books').expect(200);
      await t.http.get('/api/reviews/stats').expect(200);
      await t.http.get('/api/authors').expect(200);
    } finally {
      t.connection.set('debug', false);
      await t.close();
    }
    expect(operations.length).toBeGreaterThan(5);
    expect(operations.filter((o) => o.maxTimeMS !== 4321)).toEqual([]);
  });
});
