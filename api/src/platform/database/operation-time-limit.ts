import type { Aggregate, Connection, Query, Schema } from 'mongoose';

/** The connection option holding the limit (set from DB_OPERATION_TIMEOUT_MS when the connection is made). */
const LIMIT_KEY = 'operationTimeLimitMs';

const QUERY_OPERATIONS = [
  'find',
  'findOne',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

export function setOperationTimeLimit(connection: Connection, ms: number): Connection {
  connection.set(LIMIT_KEY, ms);
  return connection;
}

/** The limit for raw driver calls on this connection (`{ maxTimeMS }`, or nothing when there is none). */
export function operationTimeOptions(connection: Connection): { maxTimeMS?: number } {
  const ms = Number(connection.get(LIMIT_KEY) ?? 0);
  return ms > 0 ? { maxTimeMS: ms } : {};
}

/**
 * A global mongoose plugin: every query and aggregation carries `maxTimeMS`, so the database itself stops an
 * operation that runs away (a missing index at scale) instead of letting it hold a connection. The limit is read
 * from the model's connection at run time; an explicit limit on the operation wins.
 */
export function operationTimeLimit(schema: Schema): void {
  schema.pre([...QUERY_OPERATIONS], function (this: Query<unknown, unknown>) {
    const { maxTimeMS } = operationTimeOptions(this.model.db);
    if (maxTimeMS && this.getOptions().maxTimeMS === undefined) this.maxTimeMS(maxTimeMS);
  });
  schema.pre('aggregate', function (this: Aggregate<unknown>) {
    const model = this.model();
    const { maxTimeMS } = model ? operationTimeOptions(model.db) : {};
    if (maxTimeMS && this.options.maxTimeMS === undefined) this.option({ maxTimeMS });
  });
}
