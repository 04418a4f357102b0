import { AsyncLocalStorage } from 'node:async_hooks';
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

const runningJob = new AsyncLocalStorage<number>();

/**
 * Runs `work` as a background job whose queries go through other domains' services (a merge's cascades): every query
 * and aggregation it sends may wait `timeoutMs` (operation-time-limit.ts gives them the job's limit and jobWriteOptions
 * instead of a request's).
 */
export function runAsJob<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
  return runningJob.run(timeoutMs, work);
}

/** The time limit of the background job this code runs in, if it runs in one (runAsJob). */
export function runningJobTimeoutMs(): number | undefined {
  return runningJob.getStore();
}
