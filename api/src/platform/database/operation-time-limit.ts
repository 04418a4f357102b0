import type { Aggregate, Connection, Query, Schema } from 'mongoose';
import { jobWriteOptions, runningJobTimeoutMs } from './job-write';

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

/**
 * The limit for raw driver calls on this connection (`{ maxTimeMS }`, or nothing when there is none); inside a
 * background job (runAsJob), the job's limit.
 */
export function operationTimeOptions(connection: Connection): { maxTimeMS?: number } {
  const ms = runningJobTimeoutMs() ?? Number(connection.get(LIMIT_KEY) ?? 0);
  return ms > 0 ? { maxTimeMS: ms } : {};
}

/** A background job's operations may also wait that long for the socket (jobWriteOptions); a request's may not. */
const jobSocketOptions = (): object => {
  const ms = runningJobTimeoutMs();
  return ms ? jobWriteOptions(ms) : {};
};

/**
 * A global mongoose plugin: every query and aggregation carries `maxTimeMS`, so the database itself stops an
 * operation that runs away (a missing index at scale) instead of letting it hold a connection. The limit is read
 * from the model's connection at run time; an explicit limit on the operation wins.
 */
export function operationTimeLimit(schema: Schema): void {
  schema.pre([...QUERY_OPERATIONS], function (this: Query<unknown, unknown>) {
    const { maxTimeMS } = operationTimeOptions(this.model.db);
    if (maxTimeMS && this.getOptions().maxTimeMS === undefined) this.maxTimeMS(maxTimeMS);
    this.setOptions(jobSocketOptions());
  });
  schema.pre('aggregate', function (this: Aggregate<unknown>) {
    const model = this.model();
    const { maxTimeMS } = model ? operationTimeOptions(model.db) : {};
    if (maxTimeMS && this.options.maxTimeMS === undefined) this.option({ maxTimeMS });
    this.option(jobSocketOptions());
  });
}
