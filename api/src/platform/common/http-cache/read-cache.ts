import { LRUCache } from 'lru-cache';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { acceptedEncoding, compressed } from '../json-compression';
import { cacheControlOf, type PublicAnswer } from './public-cache';

/** Query parameters that are integers: `page=01` and `page=1` are one entry (other spellings are refused: DecimalInt). */
const INTEGER_PARAMS = new Set(['page', 'limit', 'rating']);

interface Entry {
  body: Buffer;
  etag: string;
  /** Every header of a 200 except the per-request ones (Vary, Content-Length, Content-Encoding), as one flat list. */
  headers: string[];
  /** The same for a signed-in caller: Cache-Control no-store (their browser keeps nothing of a signed-in session). */
  signedInHeaders: string[];
  /** The answer did not read its caller (viewer.ts): signed-in callers may be served it. */
  forEveryCaller: boolean;
  /** Until then the entry is fresh; after it, it is only served while the database cannot answer. */
  freshUntil: number;
  /** The generation it was computed in: any later change of public reads makes it stale. */
  generation: number;
  encoded: { br?: Buffer; gzip?: Buffer };
}

interface Pending {
  generation: number;
  /** The stored entry, or undefined when the answer was not kept (an error, not cacheable, a write meanwhile). */
  answer: Promise<Entry | undefined>;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** How long after expiry an entry may still answer while the database is failing (then it is evicted). */
  staleIfErrorMs: number;
  /**
   * Headers every answer of the API carries whatever the request (the security headers: see headersSetBy). The cache
   * answers a hit before the middleware that sets them runs, so it sends them itself.
   */
  fixedHeaders?: OutgoingHttpHeaders;
}

/**
 * The headers a middleware sets on any response whatever the request (helmet's security headers), found once by
 * running it on a blank response. Throws if it does not hand over synchronously: then its headers may depend on the
 * request, and replaying them would be wrong.
 */
export function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let handedOver = false;
  void middleware(req as Request, res as unknown as Response, () => (handedOver = true));
  if (!handedOver) throw new Error('headersSetBy: the middleware did not call next() synchronously');
  return res.getHeaders();
}

function flatten(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)],
  );
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return Boolean(ifNoneMatch) && (ifNoneMatch as string).split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

/** `/api/books?limit=24&page=01` and `/api/books?page=1&limit=24` give the same key. */
export function canonicalKey(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://key');
  const params = [...url.searchParams].map(([k, v]): [string, string] => [
    k,
    INTEGER_PARAMS.has(k) && /^\d+$/.test(v) ? String(Number(v)) : v,
  ]);
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The API's cache of public reads, in front of the Nest pipeline and of every middleware whose work the answer does
 * not depend on (request deadline, helmet, compression): a hit costs one map lookup and one write of stored bytes
 * and headers (ETag computed once, security headers found once, compressed variants made once). What may be cached is declared per route with
 * @PublicCache(); only GET/HEAD answers that are the visitor's are kept: anonymous ones, and signed-in ones that
 * did not read their caller (viewer.ts; they are then served to signed-in callers too). Every successful write that
 * changes what they answer (routes declared @ChangesPublicReads(), and background jobs through PublicReadChanges) makes
 * every entry stale, so this process never serves an answer older than its own writes; other writes leave it alone.
 * READ_CACHE_TTL_MS bounds staleness caused by writes through other API processes. While the database fails, an expired entry still
 * answers (stale-if-error) for a while instead of a 503.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Raw URL → canonical key, so a repeated URL is not parsed again (bounded; only URLs that were cached). */
  private readonly keys = new LRUCache<string, string>({ max: 10_000 });
  private readonly fixedHeaders: string[];
  /** Answers being computed, by key: concurrent misses of one key wait for the first instead of repeating its work. */
  private readonly pending = new Map<string, Pending>();
  /** Bumped by every change of public reads: a read that started before one must not store its (possibly stale) answer. */
  private generation = 0;

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes),
      // Twice the body: room for the compressed variants made later (each far smaller than the body).
      sizeCalculation: (entry, key) => 2 * entry.body.length + key.length,
      ttl: options.ttlMs + options.staleIfErrorMs,
      ttlAutopurge: true,
    });
    this.fixedHeaders = flatten(options.fixedHeaders ?? {});
  }

  get size(): number {
    return this.entries.size;
  }

  get calculatedSize(): number {
    return this.entries.calculatedSize;
  }

  /** After a change of public reads every entry is stale: no longer served, except while the database fails (stale-if-error). */
  invalidate(): void {
    this.generation += 1;
  }

  private isFresh(entry: Entry): boolean {
    return entry.generation === this.generation && entry.freshUntil > Date.now();
  }

  readonly middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const signedIn = Boolean(req.headers.authorization);
    // Answers to signed-in requests may be personal: never stored by the browser's or anyone's cache.
    if (signedIn) res.setHeader('Cache-Control', 'no-store');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || this.options.ttlMs <= 0) return next();

    const key = this.keys.get(req.originalUrl) ?? canonicalKey(req.originalUrl);
    const entry = this.entries.get(key);
    // A visitor may be answered from any entry, a signed-in caller only from one that is every caller's: whether
    // found here or awaited from another request's computation (which may read its caller and turn out the visitor's).
    const mayAnswer = (e: Entry | undefined): e is Entry => e !== undefined && (!signedIn || e.forEveryCaller);
    // Otherwise the pipeline decides for a signed-in caller (its answer is kept if it turns out to be every
    // caller's), alone: others do not wait for what may be personal.
    if (signedIn && !mayAnswer(entry)) return this.compute(req, res, next, key, undefined, false);
    if (entry && this.isFresh(entry)) return this.send(req, res, entry);

    const pending = this.pending.get(key);
    if (pending && pending.generation === this.generation) {
      // Another request is already computing this answer. An entry that is only past its TTL answers meanwhile
      // (stale-while-revalidate: staleness stays within the TTL plus one computation); after a write, wait for
      // the new answer instead of running the same query once per waiting request.
      if (entry && entry.generation === this.generation) return this.send(req, res, entry);
      void pending.answer.then((fresh) =>
        mayAnswer(fresh) ? this.send(req, res, fresh) : this.compute(req, res, next, key, entry, true),
      );
      return;
    }
    this.compute(req, res, next, key, entry, true);
  };

  /**
   * Lets the request through the pipeline and keeps its answer if the route declared it public. `waitedFor`: the
   * concurrent misses of this key wait for this answer instead of computing it again.
   */
  private compute(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
    previous: Entry | undefined,
    waitedFor: boolean,
  ): void {
    const startedAt = this.generation;
    let settle!: (entry: Entry | undefined) => void;
    const pending: Pending = { generation: startedAt, answer: new Promise((resolve) => (settle = resolve)) };
    if (waitedFor) this.pending.set(key, pending);
    const done = (entry: Entry | undefined) => {
      settle(entry);
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    // Whatever happens (an error, a closed socket), the waiting requests are released: with no entry, they go through.
    res.once('close', () => done(undefined));
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const answer = res.locals.publicAnswer as PublicAnswer | undefined;
      if (res.statusCode === 503 && previous) {
        done(previous);
        return this.send(req, res, previous);
      }
      if (!answer || res.statusCode !== 200) {
        done(undefined);
        return json(body);
      }
      const stored = this.store(key, body, answer, startedAt);
      const current = stored.generation === this.generation;
      if (current) this.keys.set(req.originalUrl, key);
      done(current ? stored : undefined);
      return this.send(req, res, stored);
    };
    next();
  }

  private store(key: string, body: unknown, { policy, forEveryCaller }: PublicAnswer, startedAt: number): Entry {
    const bytes = Buffer.from(JSON.stringify(body));
    const etag = `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
    const headers = [...this.fixedHeaders, 'Content-Type', 'application/json; charset=utf-8', 'ETag', etag];
    const entry: Entry = {
      body: bytes,
      etag,
      headers: [...headers, 'Cache-Control', cacheControlOf(policy)],
      signedInHeaders: [...headers, 'Cache-Control', 'no-store'],
      forEveryCaller,
      freshUntil: Date.now() + this.options.ttlMs,
      generation: startedAt,
      encoded: {},
    };
    if (this.generation === startedAt && 2 * bytes.length + key.length <= this.options.maxBytes)
      this.entries.set(key, entry);
    return entry;
  }

  private send(req: Request, res: Response, entry: Entry): Response {
    // Keeps what came before (CORS varies by Origin).
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding, Authorization` : 'Accept-Encoding, Authorization');
    const headers = req.headers.authorization ? entry.signedInHeaders : entry.headers;
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers).end();
      return res;
    }
    let body = entry.body;
    const encoding = acceptedEncoding(req, body.length);
    if (encoding) {
      body = entry.encoded[encoding] ??= compressed(entry.body, encoding, 'stored');
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', String(body.length));
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    return res;
  }
}
