import mongoose, { Types, type Connection } from 'mongoose';
import { readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import request from 'supertest';
import { Collections, collectionsOn } from '../database/collections';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { createUser, setUpApp, type TestUser } from '../../testing/fixtures';
import { writeEntriesWithoutSummaries } from '../../testing/reading-list';
import type { TestApp } from '../../testing/test-app';
import { MIGRATIONS } from './migrations';
import { runMigrations, type Migration } from './migrator';

const NAMES = MIGRATIONS.map((m) => m.name);

/**
 * Writes a small library as an earlier version of the API kept it: an author, a genre, a book, a review and a
 * reading-list entry without any of the fields derived from others that later versions keep, and an account from
 * before usernames had their keys; no counts of books per status.
 */
async function writeDataOfBefore(t: TestApp, reader: TestUser) {
  const raw = (name: string) => t.connection.collection(name);
  const now = new Date();
  const [author, genre, book] = [new Types.ObjectId(), new Types.ObjectId(), new Types.ObjectId()];
  const user = new Types.ObjectId(reader.id);
  await raw('authors').insertOne({
    _id: author,
    name: 'Émile Zola',
    nationality: 'French',
    birthDate: null,
    biography: '',
    avatar: '',
    bookCount: 1,
    createdAt: now,
    updatedAt: now,
  });
  await raw('genres').insertOne({
    _id: genre,
    name: 'Naturalism',
    nameKey: 'naturalism',
    description: '',
    bookCount: 1,
    createdAt: now,
    updatedAt: now,
  });
  await raw('books').insertOne({
    _id: book,
    title: 'Thérèse Raquin',
    coverImage: '/covers/therese.svg',
    author,
    genres: [genre],
    description: '',
    publishedDate: null,
    publisher: '',
    language: 'French',
    pageCount: null,
    status: 'published',
    averageRating: 4,
    reviewCount: 1,
    createdAt: now,
    updatedAt: now,
  });
  await raw('reviews').insertOne({
    book,
    user,
    rating: 4,
    title: 'Dark',
    content: 'A dark book.',
    spoiler: false,
    createdAt: now,
    updatedAt: now,
  });
  await writeEntriesWithoutSummaries(t, [{ book: String(book), user: reader.id }]);
  await raw('users').updateOne({ _id: user }, { $unset: { usernameKey: '', usernameSkeleton: '' } });
  await raw('bookcounts').deleteMany({});
  return { book: String(book), author: String(author), genre: String(genre) };
}

/** What the API shows of that library once migrated: the catalogue's search, a book, its review, a reading list. */
async function expectLibraryShown(http: TestApp['http'], reader: TestUser, ids: { book: string; author: string }) {
  const shownBook = {
    _id: ids.book,
    title: 'Thérèse Raquin',
    author: { _id: ids.author, name: 'Émile Zola' },
  };
  for (const search of ['therese', 'EMILE ZOLA']) {
    const found = (await http.get(`/api/books?search=${encodeURIComponent(search)}`).expect(200)).body;
    expect(found.data).toEqual([
      expect.objectContaining({ ...shownBook, genres: [expect.objectContaining({ name: 'Naturalism' })] }),
    ]);
  }
  expect((await http.get('/api/books').expect(200)).body.meta.total).toBe(1);
  expect((await http.get(`/api/books/${ids.book}`).expect(200)).body.data.ratingHistogram).toEqual([0, 0, 0, 1, 0]);
  const [review] = (await http.get(`/api/reviews?book=${ids.book}`).expect(200)).body.data;
  expect(review).toMatchObject({ user: { username: reader.username }, book: { ...shownBook, reviewCount: 1 } });
  const [entry] = (await http.get('/api/reading-list').set(reader.auth).expect(200)).body.data;
  expect(entry.book).toMatchObject({ ...shownBook, available: true, averageRating: 4 });
}

/** A migration that counts its runs (in a collection of its own) and takes `ms` to run. */
function countedMigration(name: string, ms = 0): Migration {
  return {
    name,
    async up(db) {
      await db.connection
        .collection<{ _id: string; runs: number }>('migration_runs')
        .updateOne({ _id: name }, { $inc: { runs: 1 } }, { upsert: true });
      await delay(ms);
      return 1;
    },
  };
}

describe('migrations of the stored data', () => {
  const { t } = setUpApp();
  const db = () => t.app.get(Collections);
  const runsOf = async (name: string) =>
    (await t.connection.collection<{ _id: string; runs: number }>('migration_runs').findOne({ _id: name }))?.runs ?? 0;

  beforeEach(() => t.reset());

  it('are the numbered files of this folder, in the order of their names', () => {
    const files = readdirSync(__dirname)
      .filter((f) => /^\d{4}-[a-z0-9-]+\.(ts|js)$/.test(f))
      .map((f) => f.replace(/\.(ts|js)$/, ''));
    expect(NAMES).toEqual(files.sort());
    expect(new Set(NAMES.map((n) => n.slice(0, 4))).size).toBe(NAMES.length);
  });

  it('bring data kept by an earlier version to the shape the API reads', async () => {
    const reader = await createUser(t);
    const ids = await writeDataOfBefore(t, reader);

    expect(await runMigrations(db(), MIGRATIONS)).toEqual(NAMES);

    await expectLibraryShown(t.http, reader, ids);
    const stored = (name: string, id: string) => t.connection.collection(name).findOne({ _id: new Types.ObjectId(id) });
    expect(await stored('authors', ids.author)).toMatchObject({ nameSearchKey: 'emile zola', publishedBookCount: 1 });
    expect(await stored('genres', ids.genre)).toMatchObject({ publishedBookCount: 1 });
    expect(await stored('users', reader.id)).toMatchObject({
      usernameKey: reader.username.toLowerCase(),
      usernameSkeleton: expect.any(String),
    });
  });

  it('run once, each recorded by its name and time', async () => {
    const started = new Date();
    expect(await runMigrations(db(), MIGRATIONS)).toEqual(NAMES);
    const recorded = await t.connection.collection('migrations').find().toArray();
    expect(recorded.map((r) => r.name).sort()).toEqual(NAMES);
    for (const r of recorded) expect(r.ranAt.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);

    // Data written the old way after they ran is not migrated again: they never run twice.
    const reader = await createUser(t);
    await t.connection
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(reader.id) }, { $unset: { usernameSkeleton: '' } });
    expect(await runMigrations(db(), MIGRATIONS)).toEqual([]);
    expect(
      (await t.connection.collection('users').findOne({ _id: new Types.ObjectId(reader.id) }))?.usernameSkeleton,
    ).toBeUndefined();

    // A migration added later runs alone.
    const added = countedMigration('9999-added-later');
    expect(await runMigrations(db(), [...MIGRATIONS, added])).toEqual([added.name]);
    expect(await runsOf(added.name)).toBe(1);
    expect(await t.connection.collection('migrations').countDocuments()).toBe(NAMES.length + 1);
  });

  it('run one at a time: two runners started together run each migration once', async () => {
    // A second process's connection of its own to the same database.
    const other: Connection = await mongoose
      .createConnection(t.mongo.uri, { autoCreate: false, autoIndex: false })
      .asPromise();
    try {
      const slow = [countedMigration('0001-slow', 300), countedMigration('0002-after')];
      const [first, second] = await Promise.all([
        runMigrations(db(), slow, { pollMs: 20 }),
        runMigrations(collectionsOn(other), slow, { pollMs: 20 }),
      ]);
      expect([first, second].sort((a, b) => b.length - a.length)).toEqual([['0001-slow', '0002-after'], []]);
      expect([await runsOf('0001-slow'), await runsOf('0002-after')]).toEqual([1, 1]);
      expect(await t.connection.collection('migration_locks').countDocuments()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('wait for a lock another runner holds, and take over one it left behind', async () => {
    const locks = t.connection.collection<{ _id: string; owner: string; takenAt: Date }>('migration_locks');
    const migration = countedMigration('0001-counted');
    await locks.insertOne({ _id: 'lock', owner: 'running elsewhere', takenAt: new Date() });
    const run = runMigrations(db(), [migration], { pollMs: 20, staleAfterMs: 60_000 });
    await delay(300);
    expect(await runsOf(migration.name)).toBe(0);
    await locks.deleteOne({ _id: 'lock' });
    expect(await run).toEqual([migration.name]);

    // A lock not renewed for longer than staleAfterMs: its holder died.
    const next = countedMigration('0002-counted');
    await locks.insertOne({ _id: 'lock', owner: 'died', takenAt: new Date(Date.now() - 120_000) });
    expect(await runMigrations(db(), [migration, next], { pollMs: 20, staleAfterMs: 60_000 })).toEqual([next.name]);
    expect(await locks.countDocuments()).toBe(0);
  });

  it('stop at a migration that fails, recording it not and releasing the lock (the next start retries it)', async () => {
    const failing: Migration = {
      name: '0002-failing',
      up: () => Promise.reject(new Error('cannot migrate')),
    };
    await expect(runMigrations(db(), [countedMigration('0001-fine'), failing])).rejects.toThrow('cannot migrate');
    expect((await t.connection.collection('migrations').find().toArray()).map((m) => m.name)).toEqual(['0001-fine']);
    expect(await t.connection.collection('migration_locks').countDocuments()).toBe(0);
  });

  describe('at the start of the API', () => {
    let apis: ApiProcess[] = [];
    afterAll(() => Promise.all(apis.map((api) => api.stop())));

    it('two processes started together on data of an earlier version migrate it once, before they serve', async () => {
      const reader = await createUser(t);
      const ids = await writeDataOfBefore(t, reader);
      const env = { MONGODB_URI: t.mongo.uri, JWT_SECRET: t.config.jwtSecret };
      apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
      for (const api of apis) await expectLibraryShown(request(api.url), reader, ids);
      expect((await t.connection.collection('migrations').find().toArray()).map((m) => m.name).sort()).toEqual(NAMES);
    }, 60_000);
  });
});
