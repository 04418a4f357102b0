import { LRUCache } from 'lru-cache';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cacheControlOf, type PublicCachePolicy } from './public-cache';

/** Query parameters that are integers: `page=01` and `page=1` are one entry. */
const INTEGER_PARAMS = new Set(['page', 'limit', 'rating']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COMPRESS_MIN_BYTES = 1024;

interface Entry {
  body: Buffer;
  etag: string;
  cacheControl: string;
  /** Until then the entry is fresh; after it, it is only served while the database cannot answer. */
  freshUntil: number;
  /** The write generation it was computed in: any later write makes it stale. */
  generation: number;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** How long after expiry an entry may still answer while the database is failing (then it is evicted). */
  staleIfErrorMs: number;
}

/** `/api/books?limit=24&page=01` and `/api/books?page=1&limit=24` give the same key. */
export function canonicalKey(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://key');
  const params = [...url.searchParams].map(([k, v]): [string, string] => [k, INTEGER_PARAMS.has(k) && /^\+?\d+$/.test(v) ? String(Number(v)) : v]);
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The API's cache of public reads, in front of the Nest pipeline: a hit costs one map lookup and one write of
 * stored bytes (ETag computed once, compressed variants made once). What may be cached is declared per route with
 * @PublicCache(); only anonymous GET/HEAD answers are kept. Every successful write (POST, PUT, PATCH, DELETE)
 * makes every entry stale, so this process never serves an answer older than its own writes; READ_CACHE_TTL_MS bounds
 * staleness caused by writes through other API processes. While the database fails, an expired entry still
 * answers (stale-if-error) for a while instead of a 503.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Bumped by every write: a read that started before a write must not store its (possibly stale) answer. */
  private generation = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes),
      // Twice the body: room for the compressed variants made later (each far smaller than the body).
      sizeCalculation: (entry, key) => 2 * entry.body.length + key.length,
      ttl: options.ttlMs + options.staleIfErrorMs,
      ttlAutopurge: true,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get calculatedSize(): number {
    return this.entries.calculatedSize;
  }

  /** After a write every entry is stale: no longer served, except while the database fails (stale-if-error). */
  invalidate(): void {
    this.generation += 1;
  }

  private isFresh(entry: Entry): boolean {
    return entry.generation === this.generation && entry.freshUntil > Date.now();
  }

  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const signedIn = Boolean(req.headers.authorization);
    // Answers to signed-in requests are personal: never stored by the browser's or anyone's cache.
    if (signedIn) res.setHeader('Cache-Control', 'no-store');
    if (WRITE_METHODS.has(req.method)) {
      res.once('finish', () => {
        if (res.statusCode < 400) this.invalidate();
      });
      return next();
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || signedIn || this.options.ttlMs <= 0) return next();

    const key = canonicalKey(req.originalUrl);
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry)) return this.send(req, res, entry);

    const startedAt = this.generation;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const policy = res.locals.publicCache as PublicCachePolicy | undefined;
      if (res.statusCode === 503 && entry) return this.send(req, res, entry);
      if (!policy || res.statusCode !== 200) return json(body);
      const stored = this.store(key, body, policy, startedAt);
      return this.send(req, res, stored);
    };
    next();
  };

  private store(key: string, body: unknown, policy: PublicCachePolicy, startedAt: number): Entry {
    const bytes = Buffer.from(JSON.stringify(body));
    const entry: Entry = {
      body: bytes,
      etag: `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`,
      cacheControl: cacheControlOf(policy),
      freshUntil: Date.now() + this.options.ttlMs,
      generation: startedAt,
      encoded: {},
    };
    if (this.generation === startedAt && 2 * bytes.length + key.length <= this.options.maxBytes) this.entries.set(key, entry);
    return entry;
  }

  private send(req: Request, res: Response, entry: Entry): Response {
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding, Authorization');
    const tags = req.headers['if-none-match'];
    if (tags && tags.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
      res.status(304).end();
      return res;
    }
    let body = entry.body;
    const encoding = body.length >= COMPRESS_MIN_BYTES ? req.acceptsEncodings('br', 'gzip') : false;
    if (encoding === 'br') {
      body = entry.encoded.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    } else if (encoding === 'gzip') {
      body = entry.encoded.gzip ??= gzipSync(entry.body, { level: 6 });
    }
    if (body !== entry.body) res.setHeader('Content-Encoding', encoding as string);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
    return res;
  }
}
