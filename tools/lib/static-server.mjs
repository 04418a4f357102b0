// Serves one built frontend from its own origin, as a separate deployment (a CDN in front of a bucket) would:
//   - the brotli / gzip files written at build time (`x.js.br`, `x.js.gz`) are sent when the browser accepts
//     them, with Content-Encoding and Vary: Accept-Encoding; the raw file otherwise;
//   - strict security headers (helmet): a CSP allowing scripts only from this origin and the remotes' origins,
//     no inline script, no framing; nosniff; a referrer policy;
//   - the shell's index.html comes with a `Link` header preloading the runtime manifest and the page's first API
//     reads, so they load in parallel with the shell's code instead of one round trip after another.
// The shell's server also proxies /api to the API and falls back to index.html for client routes.
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import mime from 'mime-types';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

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
      imgSrc: ["'self'", 'data:', 'blob:', ...api],
      fontSrc: ["'self'", 'data:', ...scriptOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/**
 * The preloads of a shell page, sent as a `Link` header with its index.html (the file itself is served as built,
 * byte for byte): the runtime manifest and the API reads its page starts with (`routeReads`, published by the
 * remote), so they load with the shell's code instead of after it.
 */
function preloadLinks(req, { routeReads }) {
  // Not the remotes' scripts: Chromium keeps a failed script preload for the page's lifetime, so a remote that was
  // down could not be brought back by the fallback's Retry without a reload (e2e/src/shell.e2e.ts).
  const links = ['</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous'];
  // Only the exact URL a page reads by default: a query string (filters, page) changes its reads.
  const route = req.originalUrl.includes('?') ? '' : req.path.replace(/(.)\/$/, '$1');
  for (const read of routeReads?.[route] ?? []) links.push(`<${encodeURI(read)}>; rel=preload; as=fetch; crossorigin=anonymous`);
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
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, apiTarget, apiOrigin, spa = false, cors = false, remoteManifest, routeReads, host = '127.0.0.1' }) {
  const app = express();
  app.disable('x-powered-by');
  if (apiTarget) {
    // The API sets its own headers; the proxy comes before ours.
    app.use(createProxyMiddleware({ target: apiTarget, changeOrigin: false, pathFilter: '/api', xfwd: true }));
  }
  // The shell's remotes: the `remoteManifest` setting, else the module-federation.manifest.json deployed next to
  // index.html (re-read when it changes: moving a remote is an edit of that file, and the CSP follows it).
  const manifestFile = join(dir, 'module-federation.manifest.json');
  let fromFile = { mtime: -1, manifest: {} };
  const currentManifest = () => {
    if (remoteManifest || !spa) return remoteManifest ?? {};
    try {
      const { mtimeMs } = statSync(manifestFile);
      if (mtimeMs !== fromFile.mtime) fromFile = { mtime: mtimeMs, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
    } catch {
      fromFile = { mtime: -1, manifest: {} };
    }
    return fromFile.manifest;
  };
  const headersFor = new Map();
  app.use((req, res, next) => {
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

  const cacheControl = (path) =>
    // Hashed chunks never change; entry points and manifests must be revalidated so a redeploy is seen at once.
    /\.[0-9a-f]{8}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

  if (spa) {
    // Client routes (no file extension) and the root are the shell's index.html, with its preloads.
    app.use((req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
      if (req.path === '/' || req.path === '/index.html' || !/\.[^/]+$/.test(req.path)) {
        res.setHeader('Link', preloadLinks(req, { routeReads: apiTarget ? routeReads : undefined }));
        req.url = '/index.html';
      }
      next();
    });
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
      // A file edited after the build (a deployment setting) must not be shadowed by its stale compressed copy.
      if (existsSync(file) && statSync(file).mtimeMs > statSync(file + suffix).mtimeMs) continue;
      res.setHeader('Vary', 'Accept-Encoding');
      return res.sendFile(file + suffix, {
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
