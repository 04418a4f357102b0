import type { mongo } from 'mongoose';

/**
 * Options of one write of a background job (an import batch, the scale seed), which may wait for the database longer
 * than a request may: `timeoutMs` replaces the connection's socket timeout (DB_SOCKET_TIMEOUT_MS) for this operation
 * only. The driver honours a per-operation `socketTimeoutMS`, which its typings leave out (hence this one helper).
 * On the embedded database a write's cost grows with its collection, so at scale one write can outlast a request's limit.
 */
export function jobWriteOptions(timeoutMs: number): mongo.BulkWriteOptions {
  return { socketTimeoutMS: timeoutMs } as mongo.BulkWriteOptions;
}
