import sharp from 'sharp';
import { mongo } from 'mongoose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startEmbeddedMongo, type EmbeddedMongo } from './platform/database/embedded-mongo';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy';

/** The documented staleness bound of the read cache across processes is READ_CACHE_TTL_MS (short here). */
const READ_CACHE_TTL_MS = 1000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Two API processes (children started from the sources) on one database behind a round-robin proxy, as a
 * deployment with several processes behind a load balancer: nothing a user relies on may live in one process.
 */
describe('two API processes on one database', () => {
  let db: EmbeddedMongo;
  let apis: ApiProcess[] = [];
  // Each process gets a disk of its own, as separate machines would: nothing may depend on sharing one.
  const disks = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'book-uploads-')));
  let proxy: RoundRobinProxy;
  let seq = 0;
  const viaProxy = () => request(proxy.url);
  const lastTarget = () => proxy.sentTo[proxy.sentTo.length - 1];

  // Not a common password: registration refuses those.
  const PASSWORD = 'quiet-harbor-42';
  const register = async () => {
    const username = `reader${Date.now().toString(36)}${seq++}`;
    const email = `${username}@example.test`;
    const res = await viaProxy()
      .post('/api/auth/register')
      .send({ firstName: 'Multi', lastName: 'Process', username, email, password: PASSWORD })
      .expect(201);
    return { email, auth: { Authorization: `Bearer ${res.body.data.token}` } };
  };

  beforeAll(async () => {
    db = await startEmbeddedMongo('multiprocess');
    const env = {
      MONGODB_URI: db.uri,
      // Every process must verify the others' tokens.
      JWT_SECRET: 'one-secret-shared-by-every-api-process',
      UPLOAD_STORE: 'gridfs',
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_LIMIT: '3',
      READ_CACHE_TTL_MS: String(READ_CACHE_TTL_MS),
    };
    const started = await Promise.allSettled(disks.map((dir) => startApiProcess({ ...env, UPLOAD_DIR: dir })));
    apis = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason; // afterAll stops the one that did start
    proxy = await startRoundRobinProxy(apis.map((api) => api.url));
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await db?.stop();
    for (const dir of disks) rmSync(dir, { recursive: true, force: true });
  });

  it('serves an image uploaded through one process from the other, and deletes it for both', async () => {
    const user = await register();
    const uploaded = await viaProxy()
      .post('/api/upload/image')
      .set(user.auth)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const uploadedBy = lastTarget();
    const { imageUrl, publicId } = uploaded.body.data;

    const served = await viaProxy().get(imageUrl).expect(200);
    expect(lastTarget()).not.toBe(uploadedBy);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded on upload: a PNG of the same pixel.
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // The same strong validator from either process.
    await viaProxy().get(imageUrl).set('If-None-Match', served.headers.etag).expect(304);
    expect(lastTarget()).toBe(uploadedBy);

    await viaProxy().delete(`/api/upload/image/${publicId}`).set(user.auth).expect(200);
    const deletedBy = lastTarget();
    await viaProxy().get(imageUrl).expect(404);
    expect(lastTarget()).not.toBe(deletedBy);
  });

  it('counts sign-in attempts made through both processes against one limit', async () => {
    const { email } = await register();
    const attempt = (password: string) => viaProxy().post('/api/auth/login').send({ email, password });
    const first = proxy.sentTo.length;
    for (let i = 0; i < 3; i++) await attempt('wrong-password').expect(401);
    const res = await attempt('wrong-password').expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many attempts, please try again later' });
    expect(new Set(proxy.sentTo.slice(first))).toEqual(new Set(apis.map((api) => api.url)));
    // Locked on both, even with the right password.
    await attempt(PASSWORD).expect(429);
    await attempt(PASSWORD).expect(429);
  });

  it('reads a write made through one process through the other within READ_CACHE_TTL_MS', async () => {
    const admin = await register();
    const client = await mongo.MongoClient.connect(db.uri);
    try {
      await client
        .db()
        .collection('users')
        .updateOne({ email: admin.email }, { $set: { role: 'admin' } });
    } finally {
      await client.close();
    }
    const [writer, reader] = apis.map((api) => request(api.url));
    const genre = (await writer.post('/api/genres').set(admin.auth).send({ name: 'Before the write' }).expect(201)).body
      .data;
    const names = async () =>
      ((await reader.get('/api/genres').expect(200)).body.data as { name: string }[]).map((g) => g.name);
    // The reader caches the anonymous list that holds the old name...
    await expect(names()).resolves.toContain('Before the write');

    // ...and shows the new one within the bound after a write through the other process.
    await writer.put(`/api/genres/${genre._id}`).set(admin.auth).send({ name: 'After the write' }).expect(200);
    const written = Date.now();
    for (;;) {
      const asked = Date.now();
      if ((await names()).includes('After the write')) break;
      // A stale answer is allowed only to a request made within the bound (however slow the machine answers).
      expect(asked - written).toBeLessThan(READ_CACHE_TTL_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
