// The reader deployment's edge, as a CDN edge function would run it: the heads of the pages a link preview or a search
// engine reads (a book, an author, a public reader: page-head.js) with their HTTP status, and the sitemap (sitemap.js),
// from the API's public reads as a visitor. Its route manifest tells the shell's server which paths it renders: the
// shell names none of them (tools/lib/static-server.mjs serves the manifest, /edge/head and /edge/document).
const { LRUCache } = require('lru-cache');
const { authorHead, bookHead, notFoundHead, readerHead } = require('./page-head');
const { pageRenderer } = require('./live');
const { findRoute } = require('./routes');
const { SITEMAP_PAGE_SIZE, parseSitemapFile, sitemapFiles, sitemapIndex, sitemapPage } = require('./sitemap');

/** How long a head or a sitemap file is reused: a change shows in a preview or a crawl this much later at most. */
const TTL_MS = 5000;
/** A page's read must answer within this; a slow API costs the page its head, never its HTML. */
const READ_TIMEOUT_MS = 2000;
/** A sitemap file's read (up to 50,000 entries) may take longer: crawlers wait (the shell's server waits 5 s). */
const SITEMAP_READ_TIMEOUT_MS = 4500;

/** A visitor's public profile shows its list and activity: only then is it a page worth previewing and indexing. */
const isPublic = (reader) => reader.visible?.list === true && reader.visible?.activity === true;

/** The pages: the API read of each (its `data` as a visitor) and the head of a found one (none: not previewed). */
const PAGES = {
  '/books/:id': { read: ({ id }) => `books/${encodeURIComponent(id)}`, head: bookHead },
  '/authors/:id': { read: ({ id }) => `authors/${encodeURIComponent(id)}`, head: authorHead },
  '/readers/:username': {
    read: ({ username }) => `readers/${encodeURIComponent(username)}`,
    head: (reader, site) => (isPublic(reader) ? readerHead(reader, site) : null),
  },
};

/** The route manifest (served as /edge-routes.json): what the shell's server asks this deployment about. */
const manifest = {
  pages: Object.keys(PAGES),
  documents: ['/sitemap.xml', '/sitemaps/:file'],
  robots: { disallow: ['/reading-list', '/profile'], sitemaps: ['/sitemap.xml'] },
};

/**
 * @param {{ apiBase: string, pageSize?: number, paint?: { module: string, dist: string } }} options  the API's base
 *   URL (http://127.0.0.1:3000/api), the URLs per sitemap file (at most 50,000), and the remote's first paint built
 *   for Node with its browser build, to paint its pages with a parameter (`firstPaint.live.routes`: a book, an
 *   author) with their data per request, as its deployment paints the catalogue
 */
function createEdge({ apiBase, pageSize = SITEMAP_PAGE_SIZE, paint }) {
  // The remote's first paint (its Node build), when the deployment has it: the pages it paints per request.
  const renderer = paint ? pageRenderer({ ...paint, apiBase }) : null;
  const painted = new Set(renderer?.firstPaint.live.routes ?? []);
  const api = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  const read = async (path, timeoutMs = READ_TIMEOUT_MS) => {
    const res = await fetch(new URL(path, api), { signal: AbortSignal.timeout(timeoutMs) });
    // A malformed id (400) is as unknown as a missing one; anything else is a failure of ours.
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return (await res.json()).data;
  };

  /**
   * `{ status, head?, paint? }` of a page path on the site `site` (the public origin): `paint`, the page rendered with
   * its data (`{ html, css }`, stylesheets relative to this deployment), when it paints it; null for a path it does
   * not render.
   */
  async function renderHead(key) {
    const [site, path] = JSON.parse(key);
    const route = findRoute(manifest.pages, path);
    if (!route) return null;
    const page = PAGES[route.pattern];
    // The page's paint with its data, beside its own read: an unknown id fails it (no paint for a 404).
    const [data, paint] = await Promise.all([
      read(page.read(route.params)),
      painted.has(route.pattern) ? renderer.render(path, route.pattern).catch(() => null) : null,
    ]);
    if (!data) return { status: 404, head: notFoundHead() };
    const head = page.head(data, site);
    return { status: 200, ...(head ? { head } : {}), ...(paint ? { paint } : {}) };
  }

  /** `{ status, type, body }` of a document path (the sitemap's files). */
  async function renderDocument(key) {
    const [site, path] = JSON.parse(key);
    const xml = (body) => ({ status: 200, type: 'application/xml; charset=utf-8', body });
    if (path === '/sitemap.xml') return xml(sitemapIndex(sitemapFiles(await read('sitemap'), pageSize), site));
    const file = findRoute(['/sitemaps/:file'], path) && parseSitemapFile(path.slice('/sitemaps/'.length));
    if (!file) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
    const entries = await read(`sitemap/${file.kind}?page=${file.page}&limit=${pageSize}`, SITEMAP_READ_TIMEOUT_MS);
    // A file past the last page is no file (the first page of an empty kind is an empty list).
    if (!entries || (entries.length === 0 && file.page > 1))
      return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
    return xml(sitemapPage(file.kind, entries, site));
  }

  // Concurrent requests share one render; a failed one is not kept (the next request tries again), and while the API
  // fails the last render of a page is served rather than none.
  const cached = (render) => {
    const cache = new LRUCache({
      max: 500,
      ttl: TTL_MS,
      allowStaleOnFetchRejection: true,
      fetchMethod: (key) => render(key),
    });
    return (site, path) => cache.fetch(JSON.stringify([site, path]));
  };
  return { manifest, head: cached(renderHead), document: cached(renderDocument) };
}

module.exports = { createEdge, manifest };
