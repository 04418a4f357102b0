import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from './embedded-mongo';
import { BEFORE_FRESH_FILE, EmbeddedPersistence } from './embedded-persistence';
import { SNAPSHOT_FILE, writeSnapshot } from './embedded-snapshot';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/**
 * The saved data holds every password hash, email and private list: only the account running the API may read it,
 * whatever the umask, and whatever an earlier run left behind.
 */
describe('the saved data is readable by its owner only', () => {
  let db: EmbeddedMongo;
  let client: mongo.MongoClient;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'book-data-'));
    dirs.push(dir);
    return dir;
  };
  const previousUmask = process.umask(0o022);

  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await startEmbeddedMongo('permissions');
    client = await mongo.MongoClient.connect(db.uri);
    await client.db().collection('users').insertOne({ email: 'reader@example.test', passwordHash: '$2b$10$x' });
  });
  afterAll(async () => {
    process.umask(previousUmask);
    await client?.close();
    await db?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder 700 and writes the snapshot 600', async () => {
    const dir = join(dataDir(), 'data');
    const persistence = await EmbeddedPersistence.open(dir, db.uri);
    await writeSnapshot(client, ['users'], dir);
    persistence.sessionSecret();
    await persistence.close();
    expect(modeOf(dir)).toBe(0o700);
    for (const name of readdirSync(dir)) expect({ name, mode: modeOf(join(dir, name)) }).toEqual({ name, mode: 0o600 });
  });

  it('corrects at start the folder and files an earlier run left open, the copy --fresh sets aside included', async () => {
    const dir = dataDir();
    chmodSync(dir, 0o755);
    await writeSnapshot(client, ['users'], dir);
    chmodSync(join(dir, SNAPSHOT_FILE), 0o644);
    writeFileSync(join(dir, BEFORE_FRESH_FILE), 'an older copy', { mode: 0o644 });
    writeFileSync(join(dir, 'jwt-secret'), 'an older secret', { mode: 0o644 });

    const persistence = await EmbeddedPersistence.open(dir, db.uri, { fresh: true });
    await persistence.close();
    expect(modeOf(dir)).toBe(0o700);
    expect(readdirSync(dir).sort()).toEqual([BEFORE_FRESH_FILE, 'jwt-secret']);
    expect(modeOf(join(dir, BEFORE_FRESH_FILE))).toBe(0o600);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);

    await writeSnapshot(client, ['users'], dir);
    chmodSync(join(dir, SNAPSHOT_FILE), 0o644);
    await (await EmbeddedPersistence.open(dir, db.uri)).close();
    expect(modeOf(join(dir, SNAPSHOT_FILE))).toBe(0o600);
  });
});
