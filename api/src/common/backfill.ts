import { trusted, type Model, type Types } from 'mongoose';
import { searchKey } from './query-helpers';

/** Documents read per batch of a backfill. */
const BACKFILL_BATCH = 500;

/**
 * `rows` with the kept copy `field` (a summary of the document each references, `refOf`): kept on them, or, for rows
 * written before it was kept (not yet backfilled), read with one `read` for all of them. A row whose referenced
 * document is gone gets none.
 */
export async function withKeptCopies<R, F extends keyof R>(
  rows: R[],
  field: F,
  refOf: (row: R) => Types.ObjectId,
  read: (ids: Types.ObjectId[]) => Promise<Map<string, NonNullable<R[F]>>>,
): Promise<R[]> {
  const missing = rows.filter((r) => !r[field]);
  if (missing.length === 0) return rows;
  const copies = await read(missing.map(refOf));
  return rows.map((r) => (r[field] ? r : { ...r, [field]: copies.get(String(refOf(r))) }));
}

/**
 * The loop of every start-up backfill of a kept copy (book names, review user summaries, entry book summaries): the
 * documents that lack `field`, read in batches by `_id` with only the `select`ed fields, each batch given to `write`.
 * Idempotent when `write` only fills documents that still lack the field, so every API process may run it at start
 * (main.ts does, after the seed). Returns the number of documents it found without the field.
 */
export async function backfillMissing<T, Row extends { _id: Types.ObjectId }>(
  model: Model<T>,
  field: string,
  select: string,
  write: (batch: Row[]) => Promise<unknown>,
): Promise<number> {
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

/**
 * Gives `keyField`, the searchKey() of the text field `textField` (a book's title, an author's name), to the documents
 * written before that key was kept. Written through the driver: no timestamps, the documents' content is unchanged.
 */
export function backfillSearchKey<T>(
  model: Model<T>,
  keyField: keyof T & string,
  textField: keyof T & string,
): Promise<number> {
  return backfillMissing<T, { _id: Types.ObjectId } & Record<string, string>>(model, keyField, textField, (batch) =>
    model.collection.bulkWrite(
      batch.map((d) => ({
        updateOne: { filter: { _id: d._id }, update: { $set: { [keyField]: searchKey(d[textField]) } } },
      })),
      { ordered: false },
    ),
  );
}
