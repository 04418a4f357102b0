import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { dependsOnCaller } from '../../auth/viewer';

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
 * read-cache.ts), served with an ETag, and may be stored by shared caches. A signed-in caller is served it too where
 * the answer did not read the caller (OptionalAuth's Viewer not asked); any other signed-in answer is never kept.
 */
export const PublicCache = (policy: Partial<PublicCachePolicy> = {}) => SetMetadata(PUBLIC_CACHE_KEY, { ...DEFAULT_POLICY, ...policy });

export function cacheControlOf(policy: PublicCachePolicy): string {
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/** What the read cache may do with an answer (`res.locals.publicAnswer`): keep it, and whom it may serve it to. */
export interface PublicAnswer {
  policy: PublicCachePolicy;
  /** The answer did not read its caller (their token): signed-in callers may be served it too. */
  forEveryCaller: boolean;
}

/**
 * Tells the read cache, once the handler has answered, whether the answer is the visitor's and may be kept
 * (`res.locals.publicAnswer`): an anonymous caller's, or a signed-in one's that never read its caller (viewer.ts).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = context.getType() === 'http' ? this.reflector.get<PublicCachePolicy | undefined>(PUBLIC_CACHE_KEY, context.getHandler()) : undefined;
    if (!policy) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      tap(() => {
        const forEveryCaller = !dependsOnCaller(req);
        if (forEveryCaller || !req.headers.authorization) {
          const answer: PublicAnswer = { policy, forEveryCaller };
          context.switchToHttp().getResponse<Response>().locals.publicAnswer = answer;
        }
      }),
    );
  }
}
