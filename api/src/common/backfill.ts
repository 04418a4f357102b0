import { trusted, type Model, type Types } from 'mongoose';

/** Documents read per batch of a backfill. */
const BACKFILL_BATCH = 500;

/**
 * The loop of every start-up backfill of a kept copy (book names, review user summaries, entry book summaries): the
 * documents that lack `field`, read in batches by `_id` with only the `select`ed fields, each batch given to `write`.
 * Idempotent when `write` only fills documents that still lack the field, so every API process may run it at start
 * (main.ts does, after the seed). Returns the number of documents it found without the field.
 */
export async function backfillMissing<T, Row extends { _id: Types.ObjectId }>(model: Model<T>, field: string, select: string, write: (batch: Row[]) => Promise<unknown>): Promise<number> {
  let found = 0;
  let after: Types.ObjectId | undefined;
  for (;;) {
    const batch = await model
      .find({ [field]: trusted({ $exists: false }), ...(after ? { _id: trusted({ $gt: after }) } : {}) })
      .sort({ _id: 1 })
      .limit(BACKFILL_BATCH)
      .select(select)
      .lean<Row[]>();
    if (batch.length === 0) return found;
    found += batch.length;
    after = batch[batch.length - 1]._id;
    await write(batch);
  }
}
