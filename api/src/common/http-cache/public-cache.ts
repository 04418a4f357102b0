import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';

export interface PublicCachePolicy {
  /** Seconds a browser or CDN may reuse the answer without asking. */
  maxAge: number;
  /** Seconds it may then serve it while revalidating in the background (staleness is harmless on these reads). */
  staleWhileRevalidate: number;
}

const PUBLIC_CACHE_KEY = 'publicCache';
const DEFAULT_POLICY: PublicCachePolicy = { maxAge: 10, staleWhileRevalidate: 60 };

/**
 * Declares a GET route's anonymous answer the same for every visitor: it is kept by the read cache (see
 * read-cache.ts), served with an ETag, and may be stored by shared caches. Signed-in answers never are.
 */
export const PublicCache = (policy: Partial<PublicCachePolicy> = {}) => SetMetadata(PUBLIC_CACHE_KEY, { ...DEFAULT_POLICY, ...policy });

export function cacheControlOf(policy: PublicCachePolicy): string {
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** Tells the read cache that this anonymous answer may be kept: `res.locals.publicCache`. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const policy = this.reflector.get<PublicCachePolicy | undefined>(PUBLIC_CACHE_KEY, context.getHandler());
      const req = context.switchToHttp().getRequest<Request>();
      if (policy && !req.headers.authorization) context.switchToHttp().getResponse<Response>().locals.publicCache = policy;
    }
    return next.handle();
  }
}
