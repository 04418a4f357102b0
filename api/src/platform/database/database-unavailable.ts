import { ServiceUnavailableException } from '@nestjs/common';

/** The answer of every request the database cannot serve right now: honest, retryable, never a sign-out. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

// Errors of the driver (and mongoose's wrappers) that mean "the database cannot answer now", not "bad request".
const UNAVAILABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
  'MongoServerClosedError',
  'MongoPoolClosedError',
  'MongoClientClosedError',
]);
/** Labels the driver puts on errors of the connection rather than of the command. */
const UNAVAILABLE_LABELS = ['NetworkError', 'ResetPool', 'SystemOverloadedError'];
/** MaxTimeMSExpired: the server stopped an operation that ran past its time limit. */
const MAX_TIME_EXPIRED = 50;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as {
    name?: string;
    code?: number;
    message?: string;
    cause?: unknown;
    hasErrorLabel?: (label: string) => boolean;
  };
  if (e.name && UNAVAILABLE_NAMES.has(e.name)) return true;
  if (typeof e.hasErrorLabel === 'function' && UNAVAILABLE_LABELS.some((label) => e.hasErrorLabel?.(label)))
    return true;
  if (e.code === MAX_TIME_EXPIRED) return true;
  // mongoose buffers commands while disconnected and fails them with a plain MongooseError.
  if (e.name === 'MongooseError' && /buffering timed out|before initial connection/i.test(e.message ?? '')) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

export function databaseUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE);
}
