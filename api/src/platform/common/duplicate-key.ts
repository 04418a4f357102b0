import { ConflictException, HttpException } from '@nestjs/common';

/** The first field of the unique index that rejected a write (MongoDB error 11000), or null for any other error. */
export function duplicateKeyField(err: unknown): string | null {
  const mongo = err as {
    code?: number;
    keyPattern?: Record<string, unknown>;
    keyValue?: Record<string, unknown>;
  } | null;
  if (mongo?.code !== 11000) return null;
  return Object.keys(mongo.keyPattern ?? mongo.keyValue ?? {})[0] ?? 'value';
}

/**
 * The one way a service turns a unique-index rejection into its 409: `.catch(onDuplicateKey('message'))`, or a
 * function of the index's field where an entity has several unique fields. The index, not a prior read, is what
 * holds under concurrent requests. Any other error passes through; a duplicate no service anticipated reaches
 * AllExceptionsFilter, which answers a generic 409 naming the field.
 */
export function onDuplicateKey(conflict: string | ((field: string) => HttpException)) {
  return (err: unknown): never => {
    const field = duplicateKeyField(err);
    if (field === null) throw err;
    throw typeof conflict === 'string' ? new ConflictException(conflict) : conflict(field);
  };
}
