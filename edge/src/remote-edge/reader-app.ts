// The reader deployment's edge, as a CDN edge function would run it: the heads of the pages a link preview or a search
// engine reads (a book, an author, a public reader: page-head.ts) with their HTTP status, and the sitemap (sitemap.ts),
// from the API's public reads as a visitor. Which pages have a head, and of what kind, is the reader's route manifest
// (routes.manifest.json's `head`); its edge routes (/edge-routes.json) tell the shell's server which paths it renders:
// the shell names none of them (serve-edge.ts serves them, /edge/head and /edge/document).
import { LRUCache } from 'lru-cache';
import { pageRenderer, type PaintOptions } from '../first-paint/live';
import type { PaintedPage } from '../first-paint/first-paint-module';
import { findRoute, type RouteParams } from '../routes';
import { authorHead, bookHead, notFoundHead, readerHead, type Author, type Book, type Reader } from './page-head';
import { SITEMAP_PAGE_SIZE, parseSitemapFile, sitemapFiles, sitemapIndex, sitemapPage } from './sitemap';
import type { SitemapEntry } from './sitemap';
import type { EdgeDocument, EdgeHead, EdgeRoutes, RemoteEdge } from './remote-edge';
import type { HeadKind, RouteManifest } from './route-manifest';

/** How long a head or a sitemap file is reused: a change shows in a preview or a crawl this much later at most. */
const TTL_MS = 5000;
/** A page's read must answer within this; a slow API costs the page its head, never its HTML. */
const READ_TIMEOUT_MS = 2000;
/** A sitemap file's read (up to 50,000 entries) may take longer: crawlers wait (the shell's server waits 5 s). */
const SITEMAP_READ_TIMEOUT_MS = 4500;

/** A visitor's public profile shows its list and activity: only then is it a page worth previewing and indexing. */
const isPublic = (reader: Reader) => reader.visible?.list === true && reader.visible?.activity === true;

interface EdgePage {
  read(params: RouteParams): string;
  head(data: never, site: string): string | null;
}

/**
 * The kinds of page: the API read of one (its `data` as a visitor, from the pattern's `:id` or `:username`) and the
 * head of a found one (none: not previewed).
 */
const HEADS: Record<HeadKind, EdgePage> = {
  book: {
    read: ({ id }) => `books/${encodeURIComponent(id)}`,
    head: (book: Book, site) => bookHead(book, site),
  },
  author: {
    read: ({ id }) => `authors/${encodeURIComponent(id)}`,
    head: (author: Author, site) => authorHead(author, site),
  },
  reader: {
    read: ({ username }) => `readers/${encodeURIComponent(username)}`,
    head: (reader: Reader, site) => (isPublic(reader) ? readerHead(reader, site) : null),
  },
};

/** The documents it serves whole (the sitemap's files), and what robots.txt says for it. */
const DOCUMENTS: Omit<EdgeRoutes, 'pages'> = {
  documents: ['/sitemap.xml', '/sitemaps/:file'],
  robots: { disallow: ['/reading-list', '/profile'], sitemaps: ['/sitemap.xml'] },
};

export interface EdgeOptions {
  /** The API's base URL (http://127.0.0.1:3000/api). */
  apiBase: string;
  /** The URLs per sitemap file (at most 50,000). */
  pageSize?: number;
  /** The reader's route manifest, as its deployment publishes it: the patterns with a `head` are its pages. */
  routes: RouteManifest;
  /**
   * The remote's first paint built for Node with its browser build, to paint its pages with a parameter
   * (`firstPaint.live.routes`: a book, an author) with their data per request, as its deployment paints the catalogue.
   */
  paint?: Omit<PaintOptions, 'apiBase'>;
}

export function createEdge({ apiBase, pageSize = SITEMAP_PAGE_SIZE, paint, routes }: EdgeOptions): RemoteEdge {
  const pages = new Map(
    Object.entries(routes).flatMap(([pattern, route]) => (route.head ? [[pattern, HEADS[route.head]] as const] : [])),
  );
  /** The edge routes (served as /edge-routes.json): what the shell's server asks this deployment about. */
  const manifest: EdgeRoutes = { pages: [...pages.keys()], ...DOCUMENTS };
  // The remote's first paint (its Node build), when the deployment has it: the pages it paints per request.
  const renderer = paint ? pageRenderer({ ...paint, apiBase }) : null;
  const painted = new Set(renderer?.firstPaint.live.routes ?? []);
  const api = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  const read = async <T>(path: string, timeoutMs = READ_TIMEOUT_MS): Promise<T | null> => {
    const res = await fetch(new URL(path, api), { signal: AbortSignal.timeout(timeoutMs) });
    // A malformed id (400) is as unknown as a missing one; anything else is a failure of ours.
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return ((await res.json()) as { data: T }).data;
  };

  /**
   * `{ status, head?, paint? }` of a page path on the site `site` (the public origin): `paint`, the page rendered with
   * its data (`{ html, css }`, stylesheets relative to this deployment), when it paints it; null for a path it does
   * not render.
   */
  async function renderHead(key: string): Promise<EdgeHead | null> {
    const [site, path] = JSON.parse(key) as [string, string];
    const route = findRoute(manifest.pages, path);
    if (!route) return null;
    const page = pages.get(route.pattern) as EdgePage;
    // The page's paint with its data, beside its own read: an unknown id fails it (no paint for a 404).
    const [data, pagePaint] = await Promise.all([
      read<never>(page.read(route.params)),
      renderer && painted.has(route.pattern) ? renderer.render(path, route.pattern).catch(() => null) : null,
    ]);
    if (!data) return { status: 404, head: notFoundHead() };
    const head = page.head(data, site);
    const found: PaintedPage | null = pagePaint;
    return { status: 200, ...(head ? { head } : {}), ...(found ? { paint: found } : {}) };
  }

  /** `{ status, type, body }` of a document path (the sitemap's files). */
  async function renderDocument(key: string): Promise<EdgeDocument> {
    const [site, path] = JSON.parse(key) as [string, string];
    const xml = (body: string) => ({ status: 200, type: 'application/xml; charset=utf-8', body });
    const notFound = { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
    if (path === '/sitemap.xml') {
      const counts = await read<Record<string, number>>('sitemap');
      if (!counts) throw new Error('GET sitemap found nothing');
      return xml(sitemapIndex(sitemapFiles(counts, pageSize), site));
    }
    const file = findRoute(['/sitemaps/:file'], path) && parseSitemapFile(path.slice('/sitemaps/'.length));
    if (!file) return notFound;
    const entries = await read<SitemapEntry[]>(
      `sitemap/${file.kind}?page=${file.page}&limit=${pageSize}`,
      SITEMAP_READ_TIMEOUT_MS,
    );
    // A file past the last page is no file (the first page of an empty kind is an empty list).
    if (!entries || (entries.length === 0 && file.page > 1)) return notFound;
    return xml(sitemapPage(file.kind, entries, site));
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
  return { manifest, head: cached(renderHead), document: cached(renderDocument) };
}
