import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/**
 * The queries of an optionally signed-in read whose answer depends on who asks: an administrator's `status=draft`,
 * `counts=all`. For every other query the answer is the visitor's, whoever asks.
 */
export interface TokenReadFor {
  /** For the API's documentation: "counts=all", "status". */
  asked: string;
  /** Whether this request's query asks for it (the raw query, before validation). */
  test: (query: Request['query']) => boolean;
}

export const TOKEN_READ_FOR = 'tokenReadFor';

/**
 * Whether this request's answer may depend on its caller: always on a route that reads the token (OptionalAuth()),
 * only for the declared queries on one that says when it does (OptionalAuth(tokenReadFor)).
 */
export function dependsOnCaller(reflector: Reflector, context: ExecutionContext): boolean {
  const readFor = reflector.get<TokenReadFor | undefined>(TOKEN_READ_FOR, context.getHandler());
  return !readFor || readFor.test(context.switchToHttp().getRequest<Request>().query);
}
