import { Logger } from '@nestjs/common';
import { mongo, type Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_BUCKET } from '../upload/gridfs-image-store';
import {
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  removeInterruptedWrites,
  restoreSnapshot,
  SNAPSHOT_FILE,
  snapshotPath,
  writeSnapshot,
  type SnapshotFigures,
  type SnapshotHooks,
} from './embedded-snapshot';

/** After the first write following a snapshot, the next one is taken this much later (writes meanwhile join it). */
export const SNAPSHOT_DELAY_MS = 2000;
/** `--fresh` keeps the snapshot it sets aside under this name (one, overwritten), in case it was a mistake. */
export const BEFORE_FRESH_FILE = 'embedded-db.before-fresh.jsonl';
/** The sessions' signing secret generated for this data (when JWT_SECRET is unset). */
const SECRET_FILE = 'jwt-secret';

/**
 * The data holds every password hash, email and private list: the folder and its files are its owner's alone (700 and
 * 600), whatever the umask. What an earlier run left more open is corrected at start.
 */
function keepPrivate(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const name of [SNAPSHOT_FILE, BEFORE_FRESH_FILE, SECRET_FILE]) {
    const path = join(dir, name);
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

/** Commands that change data. Reads (and the snapshot's own reads, on a client of its own) are not watched. */
const WRITE_COMMANDS = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'bulkWrite',
  'create',
  'createIndexes',
  'drop',
  'dropIndexes',
  'dropDatabase',
  'commitTransaction',
]);

const logger = new Logger('EmbeddedData');
const summary = (f: SnapshotFigures) =>
  `${f.documents} documents of ${f.collections} collections (${(f.bytes / 1e6).toFixed(1)} MB) in ${f.ms} ms`;

/**
 * Keeps the embedded (in-memory) database's data across restarts, for `npm start`: loaded from the data directory
 * at start, and written there at shutdown and at most every SNAPSHOT_DELAY_MS while writes happen. A crash loses at
 * most the writes of the last SNAPSHOT_DELAY_MS plus the time a snapshot takes. Only for the embedded database: a
 * real MongoDB keeps its own data.
 */
export class EmbeddedPersistence {
  private collections: () => string[] = () => [];
  private timer?: NodeJS.Timeout;
  private writing?: Promise<void>;
  private dirty = false;
  /** When the first write not yet in a snapshot was made. */
  private dirtySince = 0;
  private closed = false;

  private constructor(
    readonly dir: string,
    private readonly client: mongo.MongoClient,
    private readonly hooks: SnapshotHooks,
  ) {}

  /** Opens the data directory (created if missing) for the embedded database at `uri`. `fresh` sets the saved data aside. */
  static async open(
    dir: string,
    uri: string,
    options: { fresh?: boolean; hooks?: SnapshotHooks } = {},
  ): Promise<EmbeddedPersistence> {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    keepPrivate(dir);
    const interrupted = removeInterruptedWrites(dir);
    if (interrupted.length > 0)
      logger.warn(
        `Removed ${interrupted.length} snapshot(s) whose writing was interrupted; the last complete one is kept`,
      );
    if (options.fresh && existsSync(snapshotPath(dir))) {
      renameSync(snapshotPath(dir), join(dir, BEFORE_FRESH_FILE));
      logger.log(
        `--fresh: the saved data was set aside as ${join(dir, BEFORE_FRESH_FILE)}; starting from the demo data`,
      );
    }
    // No operation limit: loading or writing a large database takes as long as it takes.
    const client = await mongo.MongoClient.connect(uri, { maxPoolSize: 2, socketTimeoutMS: 0 });
    return new EmbeddedPersistence(dir, client, options.hooks ?? {});
  }

  /**
   * The secret that signs sessions, generated once and kept beside the data (readable by its owner only): readers
   * stay signed in across a restart, as their accounts do. Only when JWT_SECRET is unset.
   */
  sessionSecret(): string {
    const path = join(this.dir, SECRET_FILE);
    if (existsSync(path)) return readFileSync(path, 'utf8').trim();
    const secret = randomBytes(32).toString('hex');
    // Written whole or not at all (a crash between the two leaves no half secret).
    writeFileSync(`${path}.tmp`, secret, { mode: PRIVATE_FILE_MODE });
    renameSync(`${path}.tmp`, path);
    return secret;
  }

  /** Loads the saved data into the (empty) database; false when there is none. Call before the app builds its indexes. */
  async restore(): Promise<boolean> {
    const figures = await restoreSnapshot(this.client, this.dir);
    if (figures) logger.log(`Loaded the saved data from ${snapshotPath(this.dir)}: ${summary(figures)}`);
    return figures !== null;
  }

  /**
   * Watches the app's connection (opened with `monitorCommands`) for writes and snapshots every collection of its
   * models, and the images' GridFS bucket, after them.
   */
  watch(connection: Connection): void {
    this.collections = () => [
      ...new Set([
        ...Object.values(connection.models).map((model) => model.collection.collectionName),
        `${IMAGES_BUCKET}.files`,
        `${IMAGES_BUCKET}.chunks`,
      ]),
    ];
    const client = connection.getClient();
    const onCommand = (event: { commandName: string }) => {
      if (WRITE_COMMANDS.has(event.commandName)) this.changed();
    };
    // A failed command may still have written part of its batch.
    client.on('commandSucceeded', onCommand);
    client.on('commandFailed', onCommand);
  }

  /**
   * Something was written: a snapshot starts SNAPSHOT_DELAY_MS after the first write it does not hold yet (one for
   * all the writes until then), or as soon as the one under way ends if that is later. So a write is on disk at most
   * SNAPSHOT_DELAY_MS plus a snapshot's time after it is made.
   */
  changed(): void {
    if (!this.dirty) this.dirtySince = Date.now();
    this.dirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.writing || this.closed || !this.dirty) return;
    this.timer = setTimeout(() => void this.save(), Math.max(0, this.dirtySince + SNAPSHOT_DELAY_MS - Date.now()));
  }

  /** Writes a snapshot now (the timer's job; one at a time). */
  async save(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing) return;
    // Writes from here on set it again: the snapshot may or may not include them, so another one follows.
    this.dirty = false;
    this.writing = writeSnapshot(this.client, this.collections(), this.dir, this.hooks).then(
      // Quiet unless slow: a snapshot slower than the delay widens what a crash can lose.
      (figures) => {
        if (figures.ms > SNAPSHOT_DELAY_MS)
          logger.warn(
            `Saved ${summary(figures)}: slower than ${SNAPSHOT_DELAY_MS} ms, so a crash may lose the writes of that long`,
          );
      },
      (err: Error) => {
        // Tried again after a whole delay (not at once: a full disk would make it a busy loop).
        this.dirty = true;
        this.dirtySince = Date.now();
        logger.error(`Could not save the data to ${this.dir}: ${err.message}`);
      },
    );
    await this.writing;
    this.writing = undefined;
    this.schedule();
  }

  /** At shutdown, once the app has stopped writing: a last snapshot if anything changed since the previous one. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      await this.writing;
      if (this.dirty) {
        const figures = await writeSnapshot(this.client, this.collections(), this.dir, this.hooks);
        logger.log(`Saved the data to ${snapshotPath(this.dir)}: ${summary(figures)}`);
      }
    } catch (err) {
      logger.error(`Could not save the data to ${this.dir}: ${(err as Error).message}; the previous snapshot is kept`);
    } finally {
      await this.client.close();
    }
  }
}
