import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { PNG } from '../../testing/test-images';
import { BEFORE_FRESH_FILE, SNAPSHOT_DELAY_MS } from './embedded-persistence';
import { SNAPSHOT_FILE } from './embedded-snapshot';

const PASSWORD = 'Kept-across-restarts-41';

/**
 * `npm start` keeps the embedded database's data in a data directory (EMBEDDED_DATA_DIR): API processes started
 * from the sources write through the API, stop, start again on the same directory and read it all back.
 */
describe('the embedded database kept across restarts', () => {
  const dirs: string[] = [];
  const started: ApiProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'book-data-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (dir: string, env: Record<string, string> = {}, args: string[] = []) => {
    const api = await startApiProcess({ EMBEDDED_DATA_DIR: dir, AUTH_RATE_LIMIT: '1000', ...env }, args);
    started.push(api);
    return api;
  };
  const signIn = (api: ApiProcess, email: string, password = PASSWORD) =>
    request(api.url).post('/api/auth/login').send({ email, password });
  /** As a crash would: SIGKILL the API and then the embedded server it started (it would outlive its parent). */
  const crash = async (api: ApiProcess) => {
    const children = readFileSync(`/proc/${api.pid}/task/${api.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    process.kill(api.pid, 'SIGKILL');
    for (const pid of children) process.kill(pid, 'SIGKILL');
    await api.stop(); // waits for the exit
  };

  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads back after a restart what a reader wrote (account, review, image), and --fresh starts from the demo data', async () => {
    const dir = dataDir();
    const first = await start(dir, { SEED: 'true' });
    const email = `kept${Date.now()}@example.test`;
    const registered = await request(first.url)
      .post('/api/auth/register')
      .send({ firstName: 'Kept', lastName: 'Reader', username: `kept${Date.now()}`, email, password: PASSWORD })
      .expect(201);
    const auth = { Authorization: `Bearer ${registered.body.data.token}` };
    const [book] = (await request(first.url).get('/api/books?limit=1').expect(200)).body.data;
    const review = (
      await request(first.url)
        .post('/api/reviews')
        .set(auth)
        .send({ book: book._id, rating: 4, title: 'Still here', content: 'Read before the restart.' })
        .expect(201)
    ).body.data;
    const upload = (
      await request(first.url)
        .post('/api/upload/image')
        .set(auth)
        .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
        .expect(201)
    ).body.data;
    const image = await request(first.url).get(upload.imageUrl).expect(200);
    const reviewsBefore = (await request(first.url).get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
    await first.stop(); // SIGTERM: the last snapshot is written before the process exits
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(true);

    const second = await start(dir, { SEED: 'true' });
    // Still signed in: the session's secret is kept with the data.
    expect((await request(second.url).get('/api/auth/me').set(auth).expect(200)).body.data._id).toBe(
      registered.body.data.user._id,
    );
    const me = (await signIn(second, email).expect(200)).body.data.user;
    // Everything but the sign-in just made.
    expect({ ...me, lastLogin: null }).toEqual(registered.body.data.user);
    // The same review (ids, dates, summaries) and nothing seeded over the saved data.
    expect((await request(second.url).get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toEqual(
      reviewsBefore,
    );
    expect(reviewsBefore.map((r: { _id: string }) => r._id)).toContain(review._id);
    const imageAfter = await request(second.url).get(upload.imageUrl).expect(200);
    expect(Buffer.compare(imageAfter.body, image.body)).toBe(0);
    expect(imageAfter.headers.etag).toBe(image.headers.etag);
    await second.stop();

    const fresh = await start(dir, { SEED: 'true' }, ['--fresh']);
    await signIn(fresh, email).expect(401);
    await signIn(fresh, 'user@example.com', 'user123').expect(200);
    // The data it replaced is set aside, not deleted.
    expect(readFileSync(join(dir, BEFORE_FRESH_FILE), 'utf8')).toContain(email);
    await fresh.stop();
  }, 180_000);

  it('saves writes within a few seconds without a shutdown, so a crash loses at most those seconds', async () => {
    const dir = dataDir();
    const api = await start(dir);
    // The start's own writes (the migrations it records) are saved first: the write below then starts its own delay.
    for (const started = Date.now(); !existsSync(join(dir, SNAPSHOT_FILE)) && Date.now() - started < 15_000;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const email = `crash${Date.now()}@example.test`;
    await request(api.url)
      .post('/api/auth/register')
      .send({ firstName: 'Crash', lastName: 'Proof', username: `crash${Date.now()}`, email, password: PASSWORD })
      .expect(201);
    const written = Date.now();
    const saved = () =>
      existsSync(join(dir, SNAPSHOT_FILE)) && readFileSync(join(dir, SNAPSHOT_FILE), 'utf8').includes(email);
    while (!saved()) {
      // The delay, plus the snapshot's own time on a loaded test machine.
      expect(Date.now() - written).toBeLessThan(SNAPSHOT_DELAY_MS + 15_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - written).toBeGreaterThanOrEqual(SNAPSHOT_DELAY_MS - 100);
    await crash(api);

    const again = await start(dir);
    await signIn(again, email).expect(200);
    await again.stop();
  }, 120_000);

  it('refuses to start on a damaged snapshot instead of starting empty and saving over it', async () => {
    const dir = dataDir();
    writeFileSync(
      join(dir, SNAPSHOT_FILE),
      '{"format":"book-community embedded database","version":{"$numberInt":"1"}}\n{"collection":"users"',
    );
    await expect(start(dir)).rejects.toThrow(/cannot be loaded.*--fresh/s);
    expect(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')).toContain('"collection":"users"');
  }, 60_000);
});
