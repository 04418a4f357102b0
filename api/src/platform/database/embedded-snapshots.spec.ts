import { Logger } from '@nestjs/common';
import { createConnection, mongo, Schema, type Connection, type Model } from 'mongoose';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from './embedded-mongo';
import { EmbeddedPersistence, SNAPSHOT_DELAY_MS } from './embedded-persistence';
import { restoreSnapshot, SNAPSHOT_FILE, writeSnapshot } from './embedded-snapshot';

const WORKSPACE_ROOT = join(__dirname, '../../../..');

describe('a snapshot interrupted by a kill', () => {
  let db: EmbeddedMongo;
  let restored: EmbeddedMongo;
  let client: mongo.MongoClient;
  const dir = mkdtempSync(join(tmpdir(), 'book-data-'));
  // Over a megabyte, so the killed writer has put part of it in its temporary file.
  const chunk = (n: number) => ({ _id: new mongo.ObjectId(), n, data: new mongo.Binary(Buffer.alloc(255 * 1024, n)) });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    [db, restored] = await Promise.all([startEmbeddedMongo('interrupted'), startEmbeddedMongo('interrupted')]);
    client = await mongo.MongoClient.connect(db.uri);
  });
  afterAll(async () => {
    await client?.close();
    await Promise.all([db?.stop(), restored?.stop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the previous snapshot whole, and its temporary file is never loaded', async () => {
    const chunks = client.db().collection('images.chunks');
    const users = client.db().collection('users');
    await chunks.insertMany([0, 1, 2, 3, 4, 5].map(chunk));
    const before = { _id: new mongo.ObjectId(), name: 'before', joined: new Date('2026-01-02T03:04:05Z') };
    await users.insertOne(before);
    await writeSnapshot(client, ['images.chunks', 'users'], dir);
    const previous = readFileSync(join(dir, SNAPSHOT_FILE));

    await users.insertOne({ name: 'after' });
    await chunks.insertOne(chunk(6));
    const writer = spawn(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        join(__dirname, '../../testing/snapshot-writer-process.ts'),
        db.uri,
        dir,
        'images.chunks',
        'users',
      ],
      {
        cwd: WORKSPACE_ROOT,
        env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    writer.stdout.on('data', (data: Buffer) => (output += data.toString()));
    const deadline = Date.now() + 30_000;
    while (!output.includes('WRITING')) {
      if (writer.exitCode !== null || Date.now() > deadline) {
        writer.kill('SIGKILL');
        throw new Error(`the writer never reached the middle of its snapshot: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    writer.kill('SIGKILL');
    await once(writer, 'exit');

    // Killed mid-write: a half-written temporary file beside the untouched previous snapshot.
    const temps = readdirSync(dir).filter((name) => name !== SNAPSHOT_FILE);
    expect(temps).toHaveLength(1);
    const half = readFileSync(join(dir, temps[0]), 'utf8');
    expect(statSync(join(dir, temps[0])).size).toBeGreaterThan(1024 * 1024);
    expect(half).not.toContain('"end":true');
    expect(Buffer.compare(readFileSync(join(dir, SNAPSHOT_FILE)), previous)).toBe(0);

    // Starting again removes the temporary file and loads the previous snapshot.
    const persistence = await EmbeddedPersistence.open(dir, restored.uri);
    expect(readdirSync(dir)).toEqual([SNAPSHOT_FILE]);
    expect(await persistence.restore()).toBe(true);
    await persistence.close();
    const loaded = await mongo.MongoClient.connect(restored.uri);
    try {
      expect(await loaded.db().collection('users').find({}).toArray()).toEqual([before]);
      const kept = await loaded.db().collection('images.chunks').find({}).sort({ n: 1 }).toArray();
      expect(kept.map((c) => c.n)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(Buffer.compare(kept[3].data.buffer, Buffer.alloc(255 * 1024, 3))).toBe(0);
    } finally {
      await loaded.close();
    }
  }, 60_000);

  it('refuses a snapshot cut short (what loading the temporary file would have been)', async () => {
    const whole = readFileSync(join(dir, SNAPSHOT_FILE), 'utf8');
    const cut = mkdtempSync(join(tmpdir(), 'book-data-'));
    const empty = await mongo.MongoClient.connect(db.uri.replace(/\/interrupted$/, '/cut-short'));
    try {
      writeFileSync(join(cut, SNAPSHOT_FILE), whole.slice(0, whole.lastIndexOf('{"end"')));
      await expect(restoreSnapshot(empty, cut)).rejects.toThrow(/ends before its closing line/);
      await empty.db().collection('images.chunks').deleteMany({});
      await empty.db().collection('users').deleteMany({});
      writeFileSync(join(cut, SNAPSHOT_FILE), whole.slice(0, Math.floor(whole.length / 2)));
      await expect(restoreSnapshot(empty, cut)).rejects.toThrow(/cannot be loaded/);
    } finally {
      await empty.close();
      rmSync(cut, { recursive: true, force: true });
    }
  });
});

describe('when snapshots are written', () => {
  let db: EmbeddedMongo;
  let connection: Connection;
  const dir = mkdtempSync(join(tmpdir(), 'book-data-'));
  /** The end of each snapshot written (its last collection done), by the clock. */
  const written: number[] = [];
  let persistence: EmbeddedPersistence;
  let Thing: Model<{ n: number }>;
  const waitFor = async (count: number, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (written.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return written.length;
  };

  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await startEmbeddedMongo('watched');
    // As the app opens it when its data is kept (app.module.ts).
    connection = await createConnection(db.uri, { monitorCommands: true, autoCreate: false }).asPromise();
    Thing = connection.model<{ n: number }>('Thing', new Schema<{ n: number }>({ n: Number }));
    persistence = await EmbeddedPersistence.open(dir, db.uri, {
      hooks: { afterCollection: async () => void written.push(Date.now()) },
    });
    persistence.watch(connection);
  });
  afterAll(async () => {
    await connection?.close();
    await db?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes one snapshot SNAPSHOT_DELAY_MS after the first of several writes, none after reads, and a last one at close', async () => {
    // Two collections: the model's and the images' GridFS bucket (files and chunks).
    const perSnapshot = 3;
    const first = Date.now();
    await Thing.create({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS / 4));
    await Thing.updateOne({ n: 1 }, { $set: { n: 2 } });
    await Thing.create({ n: 3 });
    expect(await waitFor(perSnapshot, SNAPSHOT_DELAY_MS + 10_000)).toBe(perSnapshot);
    expect(written[0] - first).toBeGreaterThanOrEqual(SNAPSHOT_DELAY_MS);
    // Its last collection is done before the snapshot is flushed and renamed into place.
    const deadline = Date.now() + 10_000;
    while (!existsSync(join(dir, SNAPSHOT_FILE)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const saved = readFileSync(join(dir, SNAPSHOT_FILE), 'utf8');
    expect(saved).toContain('"n":{"$numberInt":"2"}');
    expect(saved).toContain('"n":{"$numberInt":"3"}');

    await Thing.find({}).lean();
    await Thing.countDocuments({});
    expect(await waitFor(perSnapshot + 1, SNAPSHOT_DELAY_MS + 1000)).toBe(perSnapshot);

    await Thing.deleteOne({ n: 3 });
    await persistence.close(); // before the delay is up: written now
    expect(written).toHaveLength(2 * perSnapshot);
    expect(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')).not.toContain('"n":{"$numberInt":"3"}');
  }, 60_000);
});
