import { mongo } from 'mongoose';
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The embedded database's data in one file of JSON lines (MongoDB Extended JSON, canonical, so ObjectIds, dates,
 * binary and number types come back exactly): a header line, then per collection a line naming it (with its
 * indexes and its count of documents) followed by one line per document, then a closing line with the totals.
 * A file without its closing line, or whose counts disagree, is refused rather than half loaded.
 */
export const SNAPSHOT_FILE = 'embedded-db.snapshot.jsonl';
/** The snapshot holds password hashes: readable by its owner only, in a folder only its owner opens. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** While written; renamed over SNAPSHOT_FILE once complete and on disk. Never read. */
const TEMP_SUFFIX = '.tmp';
const FORMAT = 'book-community embedded database';
const VERSION = 1;
/** Documents per insert when restoring: the engine's cost is per write and grows with the collection, so few writes. */
const RESTORE_BATCH_DOCUMENTS = 20_000;
const RESTORE_BATCH_BYTES = 16 * 1024 * 1024;
/** Buffered text per file write. */
const WRITE_CHUNK_BYTES = 1024 * 1024;

const { EJSON } = mongo.BSON;
const line = (value: unknown) => `${EJSON.stringify(value, { relaxed: false })}\n`;
function parseLine(text: string): mongo.Document | null {
  try {
    return EJSON.parse(text, { relaxed: false }) as mongo.Document;
  } catch {
    return null;
  }
}

export interface SnapshotFigures {
  collections: number;
  documents: number;
  bytes: number;
  ms: number;
}

export interface SnapshotHooks {
  /** Called after each collection is written to the temporary file (tests stop the process there). */
  afterCollection?(name: string): Promise<void>;
}

interface CollectionLine {
  collection: string;
  count: number;
  indexes: mongo.Document[];
}

export const snapshotPath = (dir: string) => join(dir, SNAPSHOT_FILE);

/** Temporary files left by a write that was interrupted (a crash, a kill): never loaded, so removed. */
export function removeInterruptedWrites(dir: string): string[] {
  const left = readdirSync(dir).filter((name) => name.startsWith(SNAPSHOT_FILE) && name.endsWith(TEMP_SUFFIX));
  for (const name of left) rmSync(join(dir, name), { force: true });
  return left;
}

async function indexesOf(collection: mongo.Collection): Promise<mongo.Document[]> {
  try {
    const indexes = await collection.listIndexes().toArray();
    // `_id_` exists on every collection; `v` and `ns` are the server's own.
    return indexes.filter((index) => index.name !== '_id_').map(({ v: _v, ns: _ns, ...spec }) => spec);
  } catch (err) {
    if (err instanceof mongo.MongoServerError && err.code === 26) return []; // NamespaceNotFound: never written
    throw err;
  }
}

/**
 * Writes the named collections of `db` to `<dir>/SNAPSHOT_FILE` so that a crash at any moment leaves the previous
 * snapshot whole: into a temporary file, flushed to disk (fsync), renamed over the previous one (atomic), and the
 * directory flushed so the rename itself survives a power cut. Every collection is read inside one snapshot
 * transaction: one point in time, even while requests write.
 */
export async function writeSnapshot(
  client: mongo.MongoClient,
  collections: string[],
  dir: string,
  hooks: SnapshotHooks = {},
): Promise<SnapshotFigures> {
  const started = Date.now();
  const target = snapshotPath(dir);
  const temp = `${target}.${process.pid}${TEMP_SUFFIX}`;
  const db = client.db();
  const file = await open(temp, 'w', PRIVATE_FILE_MODE);
  const session = client.startSession();
  let bytes = 0;
  let pending = '';
  const emit = async (text: string) => {
    pending += text;
    if (pending.length < WRITE_CHUNK_BYTES) return;
    bytes += Buffer.byteLength(pending);
    await file.write(pending);
    pending = '';
  };
  let documents = 0;
  try {
    session.startTransaction({ readConcern: { level: 'snapshot' } });
    await emit(line({ format: FORMAT, version: VERSION, database: db.databaseName, writtenAt: new Date() }));
    for (const name of collections) {
      const collection = db.collection(name);
      // Raw number types (promoteValues off): an int stays an int and a double a double.
      const docs = await collection.find({}, { session, promoteValues: false, promoteBuffers: false }).toArray();
      const header: CollectionLine = { collection: name, count: docs.length, indexes: await indexesOf(collection) };
      await emit(line(header));
      for (const doc of docs) await emit(line(doc));
      documents += docs.length;
      await hooks.afterCollection?.(name);
    }
    await emit(line({ end: true, collections: collections.length, documents }));
    bytes += Buffer.byteLength(pending);
    await file.write(pending);
    await file.sync();
  } catch (err) {
    await file.close();
    rmSync(temp, { force: true });
    throw err;
  } finally {
    if (session.inTransaction()) await session.abortTransaction().catch(() => undefined);
    await session.endSession();
  }
  await file.close();
  await rename(temp, target);
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
  return { collections: collections.length, documents, bytes, ms: Date.now() - started };
}

/**
 * Loads `<dir>/SNAPSHOT_FILE` into the empty database of `client` (before the app builds its indexes), inserting in
 * large batches, then recreates each collection's indexes. Returns null when there is no snapshot; throws on a
 * snapshot that is damaged or incomplete (the process must not start empty and then overwrite it).
 */
export async function restoreSnapshot(client: mongo.MongoClient, dir: string): Promise<SnapshotFigures | null> {
  const path = snapshotPath(dir);
  if (!existsSync(path)) return null;
  const started = Date.now();
  const db = client.db();
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const fail = (why: string): never => {
    throw new Error(
      `The saved data ${path} cannot be loaded (${why}). Move it away, or start with --fresh to begin from the demo data.`,
    );
  };

  let header: mongo.Document | undefined;
  let current: CollectionLine | undefined;
  let remaining = 0;
  let batch: mongo.Document[] = [];
  let batchBytes = 0;
  let documents = 0;
  let collections = 0;
  let bytes = 0;
  let end: mongo.Document | undefined;
  const flush = async () => {
    if (current && batch.length > 0)
      await db.collection(current.collection).insertMany(batch, { ordered: false, bypassDocumentValidation: true });
    batch = [];
    batchBytes = 0;
  };
  const finishCollection = async () => {
    if (!current) return;
    if (remaining !== 0) fail(`collection ${current.collection} is short of ${remaining} documents`);
    await flush();
    if (current.indexes.length > 0)
      await db.collection(current.collection).createIndexes(current.indexes as mongo.IndexDescription[]);
    collections += 1;
    current = undefined;
  };

  let lineNumber = 0;
  for await (const text of lines) {
    lineNumber += 1;
    bytes += Buffer.byteLength(text) + 1;
    if (end) fail('data after its closing line');
    const value = parseLine(text) ?? fail(`line ${lineNumber} is not Extended JSON`);
    if (!header) {
      if (value.format !== FORMAT || Number(value.version) !== VERSION) fail('not a snapshot of this version');
      header = value;
    } else if (remaining > 0) {
      batch.push(value);
      batchBytes += text.length;
      remaining -= 1;
      documents += 1;
      if (batch.length >= RESTORE_BATCH_DOCUMENTS || batchBytes >= RESTORE_BATCH_BYTES) await flush();
    } else if (typeof value.collection === 'string') {
      await finishCollection();
      current = { collection: value.collection, count: Number(value.count), indexes: value.indexes ?? [] };
      remaining = current.count;
    } else if (value.end === true) {
      await finishCollection();
      end = value;
    } else {
      fail(`line ${lineNumber} is unexpected`);
    }
  }
  if (!end) return fail('it ends before its closing line');
  if (Number(end.documents) !== documents || Number(end.collections) !== collections)
    fail('its counts disagree with its contents');
  return { collections, documents, bytes, ms: Date.now() - started };
}
