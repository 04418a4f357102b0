import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { duplicateKeyField } from '../common/duplicate-key';
import type { Collections } from '../database/collections';

/**
 * A change of the stored data, in a file of this folder named after it (`0003-book-names.ts`): numbered, so that the
 * names sort in the order they run. It runs once per database; a released migration is never changed or renamed.
 */
export interface Migration {
  /** Its file's name without the extension. */
  name: string;
  /**
   * Brings the documents of the shape before to the shape the code reads. Safe to run on a database already in the
   * new shape (a fresh one, or a run cut short). Returns how many documents it changed, for the log.
   */
  up(db: Collections): Promise<number>;
}

export interface MigrationOptions {
  /** A lock not renewed for this long is taken over: the process that held it died. */
  staleAfterMs?: number;
  /** How often a process waiting for the lock looks again. */
  pollMs?: number;
  log?: (message: string) => void;
}

const LOCK_ID = 'lock';
const STALE_AFTER_MS = 5 * 60_000;

/**
 * Runs, in the order of their names, the migrations that have not run on this database, recording each as it ends
 * (collection `migrations`: name, ranAt). One process at a time: it first takes the lock (`migration_locks`), waiting
 * while another holds it, so a process started beside one that is migrating serves only once the data is migrated.
 * A migration that fails stops the run (the next start retries it). Returns the names of those it ran.
 */
export async function runMigrations(
  db: Collections,
  migrations: readonly Migration[],
  { staleAfterMs = STALE_AFTER_MS, pollMs = 500, log = () => undefined }: MigrationOptions = {},
): Promise<string[]> {
  const owner = randomUUID();
  await takeLock(db, owner, staleAfterMs, pollMs);
  // Renewed while it runs, so that a long migration's lock is never mistaken for a dead one.
  const renewal = setInterval(() => {
    db.migrationLocks.updateOne({ _id: LOCK_ID, owner }, { $set: { takenAt: new Date() } }).catch(() => undefined);
  }, staleAfterMs / 3);
  renewal.unref();
  try {
    const done = new Set((await db.migrations.find().select('name').lean()).map((m) => m.name));
    const ran: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
      if (done.has(migration.name)) continue;
      const changed = await migration.up(db);
      await db.migrations.create({ name: migration.name, ranAt: new Date() });
      log(`Migration ${migration.name}: ${changed} documents changed`);
      ran.push(migration.name);
    }
    return ran;
  } finally {
    clearInterval(renewal);
    await db.migrationLocks.deleteOne({ _id: LOCK_ID, owner });
  }
}

/** Inserts the lock (the unique `_id` admits one), or takes over a stale one; else waits for it to go. */
async function takeLock(db: Collections, owner: string, staleAfterMs: number, pollMs: number): Promise<void> {
  for (;;) {
    const now = new Date();
    try {
      await db.migrationLocks.create({ _id: LOCK_ID, owner, takenAt: now });
      return;
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
    }
    const held = await db.migrationLocks.findById(LOCK_ID).lean();
    if (!held) continue; // released meanwhile
    if (now.getTime() - held.takenAt.getTime() > staleAfterMs) {
      // Only if nobody renewed it or took it over since it was read.
      const taken = await db.migrationLocks.updateOne(
        { _id: LOCK_ID, owner: held.owner, takenAt: held.takenAt },
        { $set: { owner, takenAt: now } },
      );
      if (taken.modifiedCount === 1) return;
    }
    await delay(pollMs);
  }
}
