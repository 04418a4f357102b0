import { trusted, type Model, type Types } from 'mongoose';
import { searchKey } from '../common/query-helpers';

/** Documents read per batch. */
const BATCH = 500;

/**
 * The loop of the migrations that give documents a field they did not keep before: the documents that lack `field`,
 * read in batches by `_id` with only the `select`ed fields, each batch given to `write`. Returns the number found.
 */
export async function eachMissing<T, Row extends { _id: Types.ObjectId }>(
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
      .limit(BATCH)
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
