import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { of, tap, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';

/** Public catalogue reads: the same answer for everyone of a role until something is written. */
const CACHEABLE = /^\/api\/(books|authors|genres|reviews|stats)(\/|\?|$)/;

/**
 * A small in-process cache of catalogue reads. The embedded database answers a query in milliseconds, which
 * caps an uncached catalogue at a few hundred requests per second; reads outnumber writes by far.
 * Correctness: every successful write (any non-GET request) empties the cache, so this process never serves a
 * stale answer after its own writes; the TTL bounds staleness caused by writes on other API instances.
 */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  /** Bumped by every write: a read that started before a write must not store its (possibly stale) answer. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.ttlMs <= 0 || context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (req.method !== 'GET') {
      return next.handle().pipe(
        tap(() => {
          this.generation += 1;
          this.entries.clear();
        }),
      );
    }
    if (!CACHEABLE.test(req.originalUrl)) return next.handle();
    // Admins see drafts and archived books: the role is part of the key.
    const key = `${req.user?.role ?? 'visitor'} ${req.originalUrl}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return of(hit.value);
    const startedAt = this.generation;
    return next.handle().pipe(
      tap((value) => {
        if (this.generation !== startedAt) return;
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
      }),
    );
  }
}
