import { Types, type AnyBulkWriteOperation } from 'mongoose';

/*
 * How an import writes its rows in batches: how many rows each batch takes, and one batch's writes to a collection.
 */

/** Rows of the first batch; the next ones are sized by the database's answer time (BatchSizer). */
export const FIRST_BATCH = 25;
/** The most rows one batch writes (one bulk write per collection), whatever the database's pace. */
export const MAX_BATCH = 1000;

/**
 * Sizes an import's batches by the database's answer time. As long as the time of a batch grows with its rows (a
 * real MongoDB), the next batch is as many rows as the last one's pace fits in the budget, at most doubled or halved
 * (one slow answer does not collapse the size). When halving a batch did not make it faster, the time is per write,
 * not per row (the embedded database scans its whole collection for each write): then batches only grow, since
 * fewer, larger writes are what makes the import finish sooner.
 */
export class BatchSizer {
  size = FIRST_BATCH;
  private last?: { rows: number; elapsedMs: number };
  private timePerRow = true;

  constructor(private readonly budgetMs: number) {}

  /** Records a batch of `rows` written in `elapsedMs`; answers the size of the next one. */
  next(rows: number, elapsedMs: number): number {
    if (this.last && rows < this.last.rows && elapsedMs > this.last.elapsedMs * 0.75) this.timePerRow = false;
    this.last = { rows, elapsedMs };
    const fits = elapsedMs > 0 ? Math.floor((rows * this.budgetMs) / elapsedMs) : rows * 2;
    const wanted = this.timePerRow ? Math.max(Math.ceil(rows / 2), fits) : rows * 2;
    this.size = Math.max(1, Math.min(MAX_BATCH, rows * 2, wanted));
    return this.size;
  }
}

/**
 * One batch's writes to one collection, one per document: a change to a document inserted or updated earlier in the
 * same batch merges into that pending write (a reader's file often names a book twice; each write statement costs
 * the embedded database a pass over the collection). Inserts go first, as one command; then one update per document.
 */
export class PendingWrites<T extends object> {
  private readonly inserts = new Map<string, Record<string, unknown>>();
  private readonly updates = new Map<string, Record<string, unknown>>();

  insert(document: Record<string, unknown> & { _id: Types.ObjectId }): void {
    this.inserts.set(String(document._id), document);
  }

  set(id: Types.ObjectId, changes: Record<string, unknown>): void {
    const pending = this.inserts.get(String(id)) ?? this.updates.get(String(id));
    if (pending) Object.assign(pending, changes);
    else this.updates.set(String(id), { ...changes });
  }

  ops(): AnyBulkWriteOperation<T>[] {
    const inserts = [...this.inserts.values()].map((document) => ({ insertOne: { document, timestamps: false } }));
    const updates = [...this.updates].map(([id, $set]) => ({
      updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set }, timestamps: false },
    }));
    return [...inserts, ...updates] as AnyBulkWriteOperation<T>[];
  }
}
