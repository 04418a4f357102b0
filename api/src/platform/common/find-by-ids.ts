import type { Connection, Types } from 'mongoose';
import { operationTimeOptions } from '../database/operation-time-limit';

export type WithId<T> = T & { _id: Types.ObjectId };

/**
 * The documents of `collection` with these ids, by id string: one `$in` read, whatever the number of ids.
 * Used instead of `$lookup`, which the embedded database runs as one full scan of the joined collection
 * per joined document. Ids must be ObjectIds (the raw driver does not cast).
 */
export async function findByIds<T>(
  db: Connection,
  collection: string,
  ids: readonly Types.ObjectId[],
  projection: Record<string, 1>,
): Promise<Map<string, WithId<T>>> {
  const unique = [...new Map(ids.map((id) => [String(id), id])).values()];
  if (unique.length === 0) return new Map();
  const docs = await db
    .collection(collection)
    .find({ _id: { $in: unique } }, { projection, ...operationTimeOptions(db) })
    .toArray();
  return new Map(docs.map((d) => [String(d._id), d as unknown as WithId<T>]));
}
