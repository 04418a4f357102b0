// What every remote deployment's edge does, given its kinds of page and its documents (reader-app.ts, clubs-app.ts):
// the status and head of a page from the API's public read of it (as a visitor), or the page it moved to when the read
// did (a merged record's 301 names the kept one), its paint when the deployment paints it, its documents (sitemaps),
// each render shared by concurrent requests and kept a few seconds.
import { LRUCache } from 'lru-cache';
import { pageRenderer, type PaintOptions } from '../first-paint/live';
import type { PaintedPage } from '../first-paint/first-paint-module';
import { findRoute, routePath, type RouteParams } from '../routes';
import { notFoundHead } from './page-head';
import type { EdgeDocument, EdgeHead, EdgeRoutes, RemoteEdge } from './remote-edge';
import type { RouteManifest } from './route-manifest';

/** How long a head or a sitemap file is reused: a change shows in a preview or a crawl this much later at most. */
const TTL_MS = 5000;
/** A page's read must answer within this; a slow API costs the page its head, never its HTML. */
export const READ_TIMEOUT_MS = 2000;
/** A sitemap file's read (up to 50,000 entries) may take longer: crawlers wait (the shell's server waits 5 s). */
export const SITEMAP_READ_TIMEOUT_MS = 4500;

/** A kind of page: the API read of one (its `data` as a visitor) and the head of a found one (none: not previewed). */
export interface EdgePage {
  /** Whether the parameters can name one (else the path is another page of the remote's, served as built). */
  accepts?(params: RouteParams): boolean;
  read(params: RouteParams): string;
  head(data: never, site: string): string | null;
}

/** A read of the API as a visitor: its `data`, or null when the thing is not there (400, 404, 410). */
export type ApiRead = <T>(path: string, timeoutMs?: number) => Promise<T | null>;

/** What a read answered: its `data`, the read (an API path) it moved to for good (301, 308), or null (not there). */
type ReadAnswer<T> = { data: T } | { movedTo: string } | null;

/** A stand-in for a page's parameter, to find where the kind's read puts it (a word no read encodes). */
const mark = (i: number) => `edgeparam${i}mark`;

/**
 * The parameters of the page of `page`'s kind whose read is `apiPath`: its read run backwards (each parameter a part
 * of the read's path, the others as in `params`), then checked forwards; null when no page of the kind reads that.
 */
function paramsOfRead(page: EdgePage, params: RouteParams, apiPath: string): RouteParams | null {
  const names = Object.keys(params);
  const template = page.read(Object.fromEntries(names.map((name, i) => [name, mark(i)])));
  const order: string[] = [];
  const pattern = template
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/edgeparam(\d+)mark/g, (_, i: string) => (order.push(names[Number(i)]), '([^/?#]+)'));
  const match = new RegExp(`^${pattern}$`).exec(apiPath);
  if (!match) return null;
  const moved = { ...params };
  try {
    order.forEach((name, i) => (moved[name] = decodeURIComponent(match[i + 1])));
  } catch {
    return null;
  }
  return page.read(moved) === apiPath ? moved : null;
}

export interface EdgeOptions {
  /** The API's base URL (http://127.0.0.1:3000/api). */
  apiBase: string;
  /** The URLs per sitemap file (at most 50,000). */
  pageSize?: number;
  /** The remote's route manifest, as its deployment publishes it: the patterns with a `head` are its pages. */
  routes: RouteManifest;
  /**
   * The remote's first paint built for Node with its browser build, to paint its pages with a parameter
   * (`firstPaint.live.routes`) with their data per request.
   */
  paint?: Omit<PaintOptions, 'apiBase'>;
}

export interface RemoteEdgeKinds {
  /** Its kinds of page by the route manifest's `head` names. */
  heads: Record<string, EdgePage>;
  /** The documents it serves whole, and what robots.txt says for it. */
  documents: Omit<EdgeRoutes, 'pages'>;
  /** `{ status, type, body }` of one of its document paths. */
  renderDocument(read: ApiRead, site: string, path: string): Promise<EdgeDocument>;
}

export function createRemoteEdge(
  { apiBase, paint, routes }: EdgeOptions,
  { heads, documents, renderDocument }: RemoteEdgeKinds,
): RemoteEdge {
  const pages = new Map(
    Object.entries(routes).flatMap(([pattern, route]) =>
      route.head && heads[route.head] ? [[pattern, heads[route.head]] as const] : [],
    ),
  );
  /** The edge routes (served as /edge-routes.json): what the shell's server asks this deployment about. */
  const manifest: EdgeRoutes = { pages: [...pages.keys()], ...documents };
  // The remote's first paint (its Node build), when the deployment has it: the pages it paints per request.
  const renderer = paint ? pageRenderer({ ...paint, apiBase }) : null;
  const painted = new Set(renderer?.firstPaint.live.routes ?? []);
  const api = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  const answer = async <T>(path: string, timeoutMs = READ_TIMEOUT_MS): Promise<ReadAnswer<T>> => {
    // A redirect is not followed: it is news about the page (a merged record's address names the kept one).
    const res = await fetch(new URL(path, api), { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    // A malformed id (400) is as unknown as a missing one, and a removed one (410) is gone; else a failure of ours.
    if (res.status === 404 || res.status === 400 || res.status === 410) return null;
    const location = res.headers.get('location');
    if ((res.status === 301 || res.status === 308) && location) {
      const to = new URL(location, api);
      if (to.origin === api.origin && to.pathname.startsWith(api.pathname))
        return { movedTo: `${to.pathname.slice(api.pathname.length)}${to.search}` };
    }
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return { data: ((await res.json()) as { data: T }).data };
  };
  const read: ApiRead = async <T>(path: string, timeoutMs?: number): Promise<T | null> => {
    const answered = await answer<T>(path, timeoutMs);
    if (answered && 'movedTo' in answered) throw new Error(`GET ${path} moved to ${answered.movedTo}`);
    return answered?.data ?? null;
  };

  /**
   * `{ status, head?, paint? }` of a page path on the site `site` (the public origin): `paint`, the page rendered with
   * its data (`{ html, css }`, stylesheets relative to this deployment), when it paints it; `{ status: 301, location }`
   * when its read moved for good to another of its kind (a merged record's to the kept one), that page's path by the
   * route manifest; null for a path it does not render.
   */
  async function renderHead(key: string): Promise<EdgeHead | null> {
    const [site, path] = JSON.parse(key) as [string, string];
    const route = findRoute(manifest.pages, path);
    if (!route) return null;
    const page = pages.get(route.pattern) as EdgePage;
    if (page.accepts && !page.accepts(route.params)) return null;
    // The page's paint with its data, beside its own read: an unknown id fails it (no paint for a 404).
    const [answered, pagePaint] = await Promise.all([
      answer<never>(page.read(route.params)),
      renderer && painted.has(route.pattern) ? renderer.render(path, route.pattern).catch(() => null) : null,
    ]);
    if (!answered) return { status: 404, head: notFoundHead() };
    if ('movedTo' in answered) {
      const moved = paramsOfRead(page, route.params, answered.movedTo);
      const location = moved && routePath(route.pattern, moved);
      if (!location || location === path) throw new Error(`${path}: its read moved to ${answered.movedTo}, no page`);
      return { status: 301, location };
    }
    const head = page.head(answered.data, site);
    const found: PaintedPage | null = pagePaint;
    return { status: 200, ...(head ? { head } : {}), ...(found ? { paint: found } : {}) };
  }

  // Concurrent requests share one render; a failed one is not kept (the next request tries again), and while the API
  // fails the last render of a page is served rather than none.
  const cached = <T extends object>(render: (key: string) => Promise<T | null>) => {
    const cache = new LRUCache<string, T>({
      max: 500,
      ttl: TTL_MS,
      allowStaleOnFetchRejection: true,
      fetchMethod: async (key) => (await render(key)) ?? undefined,
    });
    return async (site: string, path: string) => (await cache.fetch(JSON.stringify([site, path]))) ?? null;
  };
  const document = (key: string) => {
    const [site, path] = JSON.parse(key) as [string, string];
    return renderDocument(read, site, path);
  };
  return { manifest, head: cached(renderHead), document: cached(document) };
}
