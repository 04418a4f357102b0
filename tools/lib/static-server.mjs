// Serves one built frontend from its own origin, as a separate deployment (a CDN in front of a bucket) would:
//   - the brotli / gzip files written at build time (`x.js.br`, `x.js.gz`) are sent when the browser accepts
//     them, with Content-Encoding and Vary: Accept-Encoding; the raw file otherwise;
//   - strict security headers (helmet) on documents: a CSP allowing scripts only from this origin and the remotes'
//     origins, no inline script, no framing; a referrer policy. Scripts, styles and manifests get only the headers
//     that act on them (nosniff, the resource policy): a document's policies do nothing on a script but cost about
//     0.8 KB per response, some 15 KB of a phone's first render (HTTP/1.1 does not compress headers);
//   - the shell's index.html comes with a `Link` header preloading the runtime manifest, the manifest, entry and first
//     chunks of the remote that the URL renders, the scripts of the page it renders there, and the page's first API
//     reads and the first images it shows (on /books, the covers of the first row: its LCP), so they load in parallel
//     with the shell's code instead of one round trip after another;
//   - a static first paint, assembled like an edge include (ESI) would: for a reader page, the shell's frame (its
//     first-paint.json: skip link, navbar, empty main, footer) goes into index.html's #root, the remote's first paint
//     of the URL (its first-paint.json, read like route-chunks.json) into the frame's <main>, and the stylesheets both
//     need into <head>, so the page paints from the HTML before any script runs (React's first render replaces it).
// The shell's server also proxies /api to the API and falls back to index.html for client routes.
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { LRUCache } from 'lru-cache';
import { createLivePages } from '../first-paint/live.js';
import { createEdgePages, withHead } from './edge-pages.mjs';
import { findRoute } from '../first-paint/routes.js';
import mime from 'mime-types';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { createRequire } from 'node:module';

/** How far apart the build may write a file and its compressed copies (they are written in no fixed order). */
const BUILD_WRITE_WINDOW_MS = 2000;

/** Headers by which a proxy tells the next hop about the client: only this proxy may set them for the API. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings a request accepts (q=0 excluded), e.g. 'gzip, deflate, br'. */
function accepted(req) {
  const header = String(req.headers['accept-encoding'] ?? '');
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim().toLowerCase()),
  );
}

const origin = (url) => new URL(url).origin;

/**
 * The Content-Security-Policy of an origin. `scriptOrigins` are the other origins whose code the page runs
 * (the remotes, for the shell); `apiOrigin` is where the API lives when it is not proxied under this origin.
 */
export function contentSecurityPolicy({ scriptOrigins = [], apiOrigin } = {}) {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptOrigins],
      // React style attributes and the remotes' CSS (injected <style> from their chunks) need inline styles.
      styleSrc: ["'self'", "'unsafe-inline'", ...scriptOrigins],
      // Remotes' manifests and chunks are fetched from their origins; the API's reads from its own.
      connectSrc: ["'self'", ...scriptOrigins, ...api],
      // Any http(s) image: administrators may give a cover or an author's photo as a link to another site (the
      // spec's Image URL mode). Readers' avatars cannot be links (the API refuses and hides them), so a reader cannot
      // make visitors' browsers call a server of theirs.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:', ...scriptOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The remote whose App renders a shell URL: none for the shell's own sign-in pages (as shell/src/bootstrap.tsx). */
function remoteForPath(path) {
  if (path === '/login' || path === '/register') return null;
  return path === '/admin' || path.startsWith('/admin/') ? 'admin_app' : 'reader_app';
}

/**
 * The files a remote's first render loads, from its mf-manifest.json: the manifest itself, remoteEntry.js and the
 * exposed App's first chunks (scripts and styles); and per path, the files of the page it renders there (its route-chunks.json, when
 * it publishes one). None when the remote does not answer (no preload of what cannot load).
 */
async function readRemoteFiles(manifestUrl) {
  const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) return null;
  const { metaData, exposes = [] } = await res.json();
  const base = metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl;
  const entry = metaData.remoteEntry.path
    ? `${metaData.remoteEntry.path}/${metaData.remoteEntry.name}`
    : metaData.remoteEntry.name;
  const app = exposes.filter((e) => e.path === './App');
  const chunks = [...app.flatMap((e) => e.assets.js.sync), ...app.flatMap((e) => e.assets.css?.sync ?? [])];
  const published = (name) =>
    fetch(new URL(name, manifestUrl), { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? r.json() : {}))
      .catch(() => ({}));
  const [pages, firstPaint] = await Promise.all([published('route-chunks.json'), published('first-paint.json')]);
  const routes = Object.fromEntries(
    Object.entries(pages).map(([path, files]) => [path, files.map((file) => new URL(file, base).href)]),
  );
  return {
    manifest: manifestUrl,
    base,
    scripts: [entry, ...chunks].map((file) => new URL(file, base).href),
    routes,
    firstPaint: firstPaintPages(firstPaint, (file) => new URL(file, base).href),
  };
}

/**
 * The pages of a first-paint.json ({ pages: { path: { html, css, withData?, expiresAt?, unlessCookie? } } }), their
 * stylesheets' files mapped to URLs by `url`. A page painted with its data (the remote's `live` pages) carries it and
 * says until when it is worth painting, and which cookie (name=value) marks a request it would not suit.
 */
function firstPaintPages(json, url) {
  const pages = json?.pages ?? {};
  return Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, { ...page, css: page.css.map(url) }]));
}

/** The files of the page at `path` in a remote's route-chunks.json: its own entry, or its pattern's (/books/:id). */
function routeFiles(routes, path) {
  if (routes[path]) return routes[path];
  const route = findRoute(
    Object.keys(routes).filter((pattern) => pattern.includes('/:')),
    path,
  );
  return route ? routes[route.pattern] : [];
}

/** The page a request is for: its path without a trailing slash (`/books/` is `/books`). */
const pagePath = (req) => req.path.replace(/(.)\/$/, '$1');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html with a static first paint: `frame` (the shell's) inside #root with `page` (the remote's, or
 * none) at its `slot` (the marker that the shell's first-paint.json names), and the stylesheets both need linked in
 * <head>. Render-blocking on purpose: they are cached on a warm load and come in parallel with the HTML's other
 * preloads on a cold one, and the markup without them would paint unstyled. No script: the CSP allows none inline,
 * and React's first render replaces the markup.
 */
export function assembleFirstPaint(indexHtml, frame, page, slot) {
  const css = [...new Set([...frame.css, ...(page?.css ?? [])])];
  const links = css.map((href) => `<link rel=stylesheet href="${escapeAttribute(href)}">`).join('');
  const body = frame.html.replace(slot, () => page?.html ?? '');
  return indexHtml
    .replace('</head>', () => `${links}</head>`)
    .replace(/<div id=("?)root\1><\/div>/, () => `<div id=root>${body}</div>`);
}

/** The shell's own pages that search engines have no use for: the admin area, signing in, the API. */
const SHELL_PRIVATE_PATHS = ['/admin', '/login', '/register', '/api'];

/**
 * A remote's edge (its deployment's `edge` module): its route manifest, the status and <head> of a page path, and
 * its documents, each for the `site` (public origin) the shell's server names. A render that fails is a 503: the
 * shell then sends the page as built.
 */
function serveEdge(app, { module, apiTarget, pageSize, paint }) {
  const { createEdge } = createRequire(import.meta.url)(module);
  const edge = createEdge({ apiBase: new URL('/api', apiTarget).href, pageSize, paint });
  const query = (req) => {
    const { path, site } = req.query;
    const valid =
      typeof path === 'string' && path.startsWith('/') && typeof site === 'string' && /^https?:\/\/[^/?#]+$/.test(site);
    return valid ? { path, site } : null;
  };
  app.get('/edge-routes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(edge.manifest);
  });
  for (const [endpoint, render] of [
    ['/edge/head', edge.head],
    ['/edge/document', edge.document],
  ]) {
    app.get(endpoint, async (req, res) => {
      const asked = query(req);
      if (!asked)
        return res.status(400).json({ message: 'path (an absolute path) and site (an http(s) origin) are required' });
      res.setHeader('Cache-Control', 'no-store');
      try {
        const answer = await render(asked.site, asked.path);
        if (!answer) return res.status(404).json({ message: 'This deployment renders no such page' });
        res.json(answer);
      } catch {
        res.status(503).json({ message: 'The page could not be rendered right now' });
      }
    });
  }
}

/** How long a deploy-time hint read by the shell's server (a remote's files, a page's first images) is reused. */
const HINTS_TTL_MS = 10_000;

/**
 * `load(key)` answered from memory and refreshed in the background at most every HINTS_TTL_MS, so a remote's new
 * release (new chunk names) or a changed catalogue is preloaded soon without slowing any page. A key never read
 * yet has no answer (no preload) until its first load ends.
 */
function hintsCache(load) {
  const cache = new Map();
  const refresh = (key) => {
    const entry = cache.get(key) ?? { at: 0, value: null, loading: null };
    cache.set(key, entry);
    entry.loading ??= load(key)
      .catch(() => null)
      .then((value) => Object.assign(entry, { value, at: Date.now(), loading: null }));
    return entry.loading;
  };
  return {
    refresh,
    get(key) {
      const entry = cache.get(key);
      if (!entry || Date.now() - entry.at > HINTS_TTL_MS) refresh(key);
      return entry?.value ?? null;
    },
  };
}

/** The values at `path` of a JSON answer: dot-separated keys, `*` for every element of an array. */
function valuesAt(json, path) {
  return path
    .split('.')
    .reduce(
      (values, key) =>
        values.flatMap((v) =>
          key === '*' ? (Array.isArray(v) ? v : []) : v != null && typeof v === 'object' ? [v[key]] : [],
        ),
      [json],
    );
}

/**
 * The first images a page shows, from the API answer it renders them from (`hint`: the remote's route-images.json
 * entry for the page: `read`, the API URL; `images`, where the image URLs are in its answer; `first`, how many
 * the page shows first), read by the shell's server as an anonymous visitor.
 */
async function readFirstImages(apiTarget, hint) {
  const res = await fetch(new URL(hint.read, apiTarget), { signal: AbortSignal.timeout(2000) });
  if (!res.ok) return null;
  const urls = valuesAt(await res.json(), hint.images).filter((url) => typeof url === 'string' && url !== '');
  return urls.slice(0, hint.first);
}

/**
 * The preloads of a shell page, sent as a `Link` header with its index.html (the file itself is served as built,
 * byte for byte): the runtime manifest, the remote the URL renders (its manifest, entry and first chunks) and the
 * API reads its page starts with (`routeReads`, published by the remote) and the first images it shows (`firstImages`,
 * from the answer of one of those reads), so they load with the shell's code instead of after it. A preload that
 * failed (a remote that was down) answers the next request of its URL with its failure: a Retry in the shell asks for
 * that remote's files under other URLs, and loads the remote again for each page chunk that fails for the first time
 * since the click (shell/src/remotes/).
 */
function preloadLinks(req, { routeReads, remoteFiles, firstImages }) {
  const links = ['</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous'];
  const path = pagePath(req);
  if (remoteFiles) {
    // As the federation runtime loads them: the manifest with fetch(), the scripts without a crossorigin attribute.
    links.push(`<${remoteFiles.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
    // Scripts and styles as the remote's chunk loading inserts them: no crossorigin attribute.
    for (const file of [...remoteFiles.scripts, ...routeFiles(remoteFiles.routes, path)])
      links.push(`<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`);
  }
  // Only the exact URL a page reads by default: a query string (filters, page) changes its reads.
  const route = req.originalUrl.includes('?') ? '' : path;
  for (const read of routeReads?.[route] ?? [])
    links.push(`<${encodeURI(read)}>; rel=preload; as=fetch; crossorigin=anonymous`);
  // The page's first images (its LCP on /books: a cover), as its <img fetchpriority=high> asks for them; none when
  // its remote is down (no page shows them).
  if (route && remoteFiles)
    for (const image of firstImages?.(route) ?? [])
      links.push(`<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`);
  return links.join(', ');
}

/**
 * @param {object} options
 * @param {string} options.dir    built files
 * @param {number} options.port
 * @param {string} [options.apiTarget]  proxy /api there (shell only)
 * @param {string} [options.apiOrigin]  where the browser reaches the API when it is not proxied (CSP)
 * @param {boolean} [options.spa]  serve index.html for unknown paths (shell)
 * @param {boolean} [options.cors] allow any origin to load these files (remotes)
 * @param {Record<string,string>} [options.remoteManifest] shell only: where the remotes are deployed, served as
 *   /module-federation.manifest.json (a deployment setting, no rebuild)
 * @param {Record<string,string[]>} [options.routeReads] shell only: API URLs (under the proxied /api) that the page
 *   at each path reads first, preloaded by index.html (the remotes publish them as route-data.json)
 * @param {Record<string,{read:string,images:string,first:number}>} [options.routeImages] shell only: per path, the
 *   read whose answer names the page's first images (the remotes publish them as route-images.json); the server reads
 *   it from `apiTarget` and preloads those images with the HTML
 * @param {{module:string, apiTarget:string}} [options.livePaint] a remote's deployment: its first paint built for
 *   Node (dist/<remote>-server/first-paint.js), whose `live` pages it renders with their data from the API at
 *   `apiTarget` into the first-paint.json it serves (tools/first-paint/live.js)
 * @param {{module:string, apiTarget:string, pageSize?:number}} [options.edge] a remote's deployment: its edge module
 *   (tools/first-paint/<remote>-edge.js), which renders the heads of its pages and its documents (the sitemap) from the
 *   API at `apiTarget`, served as /edge-routes.json, /edge/head and /edge/document for the shell's server
 * @param {string} [options.publicOrigin] shell only: the site's public origin in canonical URLs, the sitemap and
 *   robots.txt (default: the origin the request was sent to)
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({
  dir,
  port,
  apiTarget,
  apiOrigin,
  spa = false,
  cors = false,
  remoteManifest,
  routeReads,
  routeImages,
  livePaint,
  edge,
  publicOrigin,
  host = '127.0.0.1',
}) {
  const app = express();
  app.disable('x-powered-by');
  if (apiTarget) {
    // The API counts its rate limits per client address, believing X-Forwarded-For from this proxy's hop only
    // (`npm start` runs it with TRUST_PROXY naming it): what a client sent as forwarding headers is dropped, and the
    // proxy sets them afresh from the client's own connection (xfwd), so no client can pass for another.
    app.use('/api', (req, _res, next) => {
      for (const header of FORWARDING_HEADERS) delete req.headers[header];
      next();
    });
    // The API sets its own headers; the proxy comes before ours.
    app.use(createProxyMiddleware({ target: apiTarget, changeOrigin: false, pathFilter: '/api', xfwd: true }));
  }
  // The shell's remotes: the `remoteManifest` setting, else the module-federation.manifest.json deployed next to
  // index.html (re-read when it changes: moving a remote is an edit of that file, and the CSP follows it).
  // Deployed files read when they change (re-read after a deployment replaces them); null while one is missing.
  const readWhenChanged = (file, parse) => {
    let read = { mtime: -1, value: null };
    return () => {
      try {
        const { mtimeMs } = statSync(file);
        if (mtimeMs !== read.mtime) read = { mtime: mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      } catch {
        read = { mtime: -1, value: null };
      }
      return read.value;
    };
  };
  const manifestFromFile = readWhenChanged(join(dir, 'module-federation.manifest.json'), JSON.parse);
  const currentManifest = () => (remoteManifest || !spa ? (remoteManifest ?? {}) : (manifestFromFile() ?? {}));
  // The shell's own first paint (frames per path, and where in them a page goes) and its index.html.
  const shellFrames = readWhenChanged(join(dir, 'first-paint.json'), (text) => {
    const json = JSON.parse(text);
    return json.pageSlot ? { frames: firstPaintPages(json, (file) => `/${file}`), slot: json.pageSlot } : null;
  });
  const indexHtml = readWhenChanged(join(dir, 'index.html'), (text) => text);
  const headersFor = new Map();
  // A document: the root, an .html file, or a client route (no file extension), as the SPA fallback below decides.
  const isDocument = (path) => path === '/' || path.endsWith('.html') || !/\.[^/]+$/.test(path);
  app.use((req, res, next) => {
    if (!isDocument(req.path)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A remote's files are loaded by the shell's page from another origin.
      res.setHeader('Cross-Origin-Resource-Policy', cors ? 'cross-origin' : 'same-origin');
      return next();
    }
    const scriptOrigins = [...new Set(Object.values(currentManifest()).map(origin))];
    const key = scriptOrigins.join(' ');
    if (!headersFor.has(key)) {
      headersFor.set(
        key,
        helmet({
          contentSecurityPolicy: contentSecurityPolicy({ scriptOrigins, apiOrigin }),
          xFrameOptions: { action: 'deny' },
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
          // A remote's files are loaded by the shell's page from another origin.
          crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
          crossOriginEmbedderPolicy: false,
          strictTransportSecurity: false, // plain HTTP here; the TLS terminator in front sets it (see README)
        }),
      );
    }
    headersFor.get(key)(req, res, next);
  });
  if (remoteManifest) {
    app.get('/module-federation.manifest.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(remoteManifest);
    });
  }
  if (cors) {
    app.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }
  if (livePaint) {
    // The build's first paint (pages without data) with the pages rendered with their data now.
    const builtPaint = readWhenChanged(join(dir, 'first-paint.json'), JSON.parse);
    const livePages = createLivePages({
      module: livePaint.module,
      dist: dir,
      apiBase: new URL('/api', livePaint.apiTarget).href,
    });
    app.get('/first-paint.json', async (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json({ pages: { ...(builtPaint()?.pages ?? {}), ...(await livePages()) } });
    });
  }

  // The edge paints the remote's pages with a parameter from the same first paint as the live pages.
  if (edge) serveEdge(app, { ...edge, paint: livePaint ? { module: livePaint.module, dist: dir } : undefined });

  // Hashed chunks never change; entry points and manifests must be revalidated so a redeploy is seen at once.
  const immutable = (path) => /\.[0-9a-f]{8}\.(js|css)$/.test(path);
  const cacheControl = (path) => (immutable(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

  if (spa) {
    // Client routes (no file extension) and the root are the shell's index.html, with its preloads.
    const remotes = hintsCache(readRemoteFiles);
    await Promise.all(Object.values(currentManifest()).map(remotes.refresh));
    const images = hintsCache((route) => readFirstImages(apiTarget, routeImages[route]));
    const firstImages =
      apiTarget && routeImages ? (route) => (routeImages[route] ? images.get(route) : null) : undefined;
    // Read once at start, so the first visitor of a page gets its images preloaded too.
    if (firstImages) await Promise.all(Object.keys(routeImages).map(images.refresh));
    // The remotes' edge pages: heads and statuses of the pages they render, their documents, and robots.txt.
    const edgePages = createEdgePages({
      remotes: () => Object.values(currentManifest()),
      disallow: SHELL_PRIVATE_PATHS,
    });
    await edgePages.ready();
    const site = (req) => publicOrigin ?? `${req.protocol}://${req.get('host')}`;
    app.get('/robots.txt', (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/plain').send(edgePages.robots(site(req)));
    });
    app.use(async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !edgePages.isDocument(req.path)) return next();
      const answer = await edgePages.document(req.path, site(req));
      if (!answer) return res.status(503).type('text/plain').send('Not available right now, please try again later\n');
      res.setHeader('Cache-Control', 'no-cache');
      res.status(answer.status).type(answer.type).send(answer.body);
    });
    app.use(async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
      if (req.path === '/' || req.path === '/index.html' || !/\.[^/]+$/.test(req.path)) {
        const remote = remoteForPath(req.path);
        const manifestUrl = currentManifest()[remote];
        const remoteFiles = manifestUrl ? remotes.get(manifestUrl) : null;
        const page = remote === 'reader_app' && remoteFiles ? remotePage(req, remoteFiles) : null;
        // A page painted with its data brought its first reads' answers: no need to preload them.
        res.setHeader(
          'Link',
          preloadLinks(req, {
            routeReads: apiTarget && !page?.withData ? routeReads : undefined,
            remoteFiles,
            firstImages,
          }),
        );
        const document = remote === 'reader_app' ? firstPaintDocument(req, remoteFiles, page) : null;
        // A page a remote's edge renders (a book, an author, a reader): its status, and its head for previews (a
        // shared link's query string, e.g. a campaign's, changes neither).
        const edgePage = remoteFiles ? await edgePages.head(manifestUrl, pagePath(req), site(req)) : null;
        // The edge painted the page with its data (a book, an author): that paint, unless a query string asks for
        // another view of it.
        const painted =
          edgePage?.paint && !req.originalUrl.includes('?')
            ? firstPaintDocument(req, remoteFiles, {
                ...edgePage.paint,
                css: edgePage.paint.css.map((file) => new URL(file, remoteFiles.base).href),
              })
            : null;
        if (edgePage?.head || edgePage?.status === 404 || painted) {
          const html = painted ?? document ?? indexHtml();
          if (html) return sendDocument(req, res, withHead(html, edgePage.head ?? ''), edgePage.status);
        }
        if (document) return sendDocument(req, res, document);
        req.url = '/index.html';
      }
      next();
    });
  }

  /**
   * The remote's first paint of this exact URL (a query string changes what a page shows), if it published one;
   * not a page painted with data that is no longer fresh (the client would read it again and show other books), nor
   * one the remote says a request with a given cookie would not show (a reader's other view of it).
   */
  function remotePage(req, remoteFiles) {
    if (req.originalUrl.includes('?')) return null;
    const page = remoteFiles.firstPaint[pagePath(req)];
    if (!page || page.expiresAt < Date.now()) return null;
    const cookies = String(req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim());
    return page.unlessCookie && cookies.includes(page.unlessCookie) ? null : page;
  }

  /**
   * A reader page's HTML with its static first paint: the shell's frame of the path with the remote's `page`; the
   * frame alone when the remote is down (its page will be the shell's fallback). None (index.html as built) when
   * the remote has no paint of the page.
   */
  function firstPaintDocument(req, remoteFiles, page) {
    const shell = shellFrames();
    const html = indexHtml();
    if (!shell || !html) return null;
    const frame = shell.frames[pagePath(req)] ?? shell.frames['*'];
    if (!frame) return null;
    if (!remoteFiles) return assembleFirstPaint(html, frame, null, shell.slot);
    return page ? assembleFirstPaint(html, frame, page, shell.slot) : null;
  }

  // An assembled document compressed once per content (a handful: a page per path and remote release).
  const compressed = new LRUCache({ max: 64 });
  function sendDocument(req, res, html, status = 200) {
    let variants = compressed.get(html);
    if (!variants) {
      variants = {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(html, variants);
    }
    const encoding = ENCODINGS.map(([name]) => name).find((name) => accepted(req).has(name));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.status(status);
    // Express adds the ETag of these bytes and answers 304 to a browser that has them.
    res.send(encoding ? variants[encoding] : Buffer.from(html));
  }

  // Precompressed variants, negotiated like a CDN: the smallest encoding the browser accepts that was built.
  const root = normalize(dir + sep);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file;
    try {
      file = normalize(join(dir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root)) return next();
    const encodings = accepted(req);
    for (const [encoding, suffix] of ENCODINGS) {
      if (!encodings.has(encoding) || !existsSync(file + suffix) || !statSync(file + suffix).isFile()) continue;
      // A file edited after the build (a deployment setting) must not be shadowed by its stale compressed copy. The
      // build writes a file and its copies within milliseconds of each other, in no fixed order: only a file written
      // clearly later than its copy was edited.
      if (existsSync(file) && statSync(file).mtimeMs - statSync(file + suffix).mtimeMs > BUILD_WRITE_WINDOW_MS)
        continue;
      res.setHeader('Vary', 'Accept-Encoding');
      return res.sendFile(file + suffix, {
        // An immutable file is never revalidated: no date to send with it (Express keeps its ETag setting).
        lastModified: !immutable(file),
        acceptRanges: false,
        headers: {
          'Content-Type': mime.contentType(extname(file)) || 'application/octet-stream',
          'Content-Encoding': encoding,
          'Cache-Control': cacheControl(file),
        },
      });
    }
    next();
  });
  app.use(
    express.static(dir, {
      index: spa ? false : 'index.html',
      setHeaders(res, path) {
        res.setHeader('Cache-Control', cacheControl(path));
        // The same URL has compressed variants: caches must key on the encoding.
        if (existsSync(path + '.gz') || existsSync(path + '.br')) res.setHeader('Vary', 'Accept-Encoding');
      },
    }),
  );
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
