import type { Schema } from 'mongoose';

/**
 * One document per (user, work) in the schema's collection, enforced by the database so it holds under concurrent
 * requests. The documents an earlier version kept have no work until migration 0015 gives them one: the index (built
 * when the API starts, before the migrations run) leaves them out meanwhile.
 */
export function indexOnePerUserAndWork(schema: Schema, name: string): void {
  schema.index({ user: 1, work: 1 }, { unique: true, name, partialFilterExpression: { work: { $exists: true } } });
}
