import {
  CallHandler,
  ExecutionContext,
  Global,
  Injectable,
  Module,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { dependsOnCaller } from '../../../accounts/auth/viewer';

/**
 * How long a browser or CDN may reuse an answer without asking; after that it asks again with the ETag (a 304 when
 * nothing changed). No `stale-while-revalidate`: Chromium's background revalidation of a page that a service worker
 * controls (the shell's page cache, on every page once registered) never completes, so each such read held one of
 * the origin's six connections until the worker was stopped, about 30 s later.
 */
export interface PublicCachePolicy {
  /** Seconds a browser or CDN may reuse the answer without asking. */
  maxAge: number;
}

const PUBLIC_CACHE_KEY = 'publicCache';
const CHANGES_PUBLIC_READS_KEY = 'changesPublicReads';
const DEFAULT_POLICY: PublicCachePolicy = { maxAge: 10 };

/**
 * Declares a GET route's anonymous answer the same for every visitor: it is kept by the read cache (see
 * read-cache.ts), served with an ETag, and may be stored by shared caches. A signed-in caller is served it too where
 * the answer did not read the caller (OptionalAuth's Viewer not asked); any other signed-in answer is never kept.
 */
export const PublicCache = (policy: Partial<PublicCachePolicy> = {}) =>
  SetMetadata(PUBLIC_CACHE_KEY, { ...DEFAULT_POLICY, ...policy });

/**
 * Declares a write route that changes what a @PublicCache() route answers (a book edited, a review posted, a reader's
 * name shown on their reviews): once it succeeds, this process's read cache serves none of its entries again. A write
 * without it leaves the cache alone, so the writes any reader may repeat (renewing a token, saving a goal) cannot keep
 * the catalogue's reads misses. Every write route is audited in changes-public-reads.spec.ts.
 */
export const ChangesPublicReads = () => SetMetadata(CHANGES_PUBLIC_READS_KEY, true);

/** Whether a route handler is declared with @ChangesPublicReads(). */
export const changesPublicReads = (handler: object): boolean =>
  Reflect.getMetadata(CHANGES_PUBLIC_READS_KEY, handler) === true;

/**
 * Changes of what public reads answer, made outside a declared route's request: a background job's writes (an
 * import's reviews) report them here. The read cache listens (app.factory.ts).
 */
@Injectable()
export class PublicReadChanges {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

@Global()
@Module({ providers: [PublicReadChanges], exports: [PublicReadChanges] })
export class PublicReadChangesModule {}

export function cacheControlOf(policy: PublicCachePolicy): string {
  return `public, max-age=${policy.maxAge}`;
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
 * After a @ChangesPublicReads() handler succeeds, reports the change (its writes are done by then).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly changes: PublicReadChanges,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    if (changesPublicReads(context.getHandler())) return next.handle().pipe(tap(() => this.changes.changed()));
    const policy = this.reflector.get<PublicCachePolicy | undefined>(PUBLIC_CACHE_KEY, context.getHandler());
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
