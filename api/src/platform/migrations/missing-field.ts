import { trusted, type Model, type Types } from 'mongoose';
import { searchKey } from '../common/query-helpers';

/** Documents read per batch. */
const BATCH = 500;

/**
 * The loop of the migrations: the documents matching `filter`, read in batches by `_id` (the index every collection
 * has) with only the `select`ed fields, each batch given to `write`. Returns the number found.
 */
export async function eachBatch<T, Row extends { _id: Types.ObjectId }>(
  model: Model<T>,
  filter: Record<string, unknown>,
  select: string,
  write: (batch: Row[]) => Promise<unknown>,
): Promise<number> {
  let found = 0;
  let after: Types.ObjectId | undefined;
  for (;;) {
    const batch = await model
      .find({ ...filter, ...(after ? { _id: trusted({ $gt: after }) } : {}) })
      .sort({ _id: 1 })
      .limit(BATCH)
      .select(select)
      .lean<Row[]>();
    if (batch.length === 0) return found;
    found += batch.length;
    after = batch[batch.length - 1]._id;
    await write(batch);
  }
}

/** The documents that lack `field` (those from before it was kept), in batches: see eachBatch. */
export const eachMissing = <T, Row extends { _id: Types.ObjectId }>(
  model: Model<T>,
  field: string,
  select: string,
  write: (batch: Row[]) => Promise<unknown>,
): Promise<number> => eachBatch<T, Row>(model, { [field]: trusted({ $exists: false }) }, select, write);

/**
 * Gives `keyField`, the searchKey() of the text field `textField` (a book's title, an author's name), to the documents
 * without it. Written through the driver: no timestamps, the documents' content is unchanged.
 */
export function giveSearchKeys<T>(model: Model<T>, keyField: keyof T & string, textField: keyof T & string) {
  return eachMissing<T, { _id: Types.ObjectId } & Record<string, string>>(model, keyField, textField, (batch) =>
    model.collection.bulkWrite(
      batch.map((d) => ({
        updateOne: { filter: { _id: d._id }, update: { $set: { [keyField]: searchKey(d[textField]) } } },
      })),
      { ordered: false },
    ),
  );
}
