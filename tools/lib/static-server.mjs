// Serves one built frontend from its own origin, as a separate deployment (or a CDN) would:
//   - the brotli/gzip twins written at build time, negotiated with Accept-Encoding (Content-Encoding, Vary);
//   - hashed chunks cached forever, entry points and manifests revalidated (a redeploy is seen at once);
//   - strict security headers (CSP without inline script, no framing, nosniff, a referrer policy).
// The shell's server also proxies /api to the API, falls back to index.html for client routes, and writes the
// deployment's remote locations into index.html (so the page needs no extra round trip to learn them) with
// preload hints for the remote the requested URL needs.
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The Content-Security-Policy of a frontend origin: its own code, the remotes' code, nothing inline but styles.
 * `remoteOrigins` may be a function of the response (the shell's remotes are a deployment setting read per request).
 */
export function contentSecurityPolicy(remoteOrigins = []) {
  const code = ["'self'", ...(typeof remoteOrigins === 'function' ? [remoteOrigins] : remoteOrigins)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: code,
    // Remotes inject their CSS as <style> elements at runtime (style-loader); no script is ever inline.
    styleSrc: [...code, "'unsafe-inline'"],
    connectSrc: code,
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Which remote the page at `path` needs first (the shell routes `/admin/*` to the admin remote, the rest to the reader). */
export function remoteForPath(path) {
  return path === '/admin' || path.startsWith('/admin/') ? 'admin_app' : 'reader_app';
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for one request: the remote manifest inlined as a JSON data block (not a script, so the
 * CSP stays free of inline code) and preloads of the needed remote's manifest and entry.
 */
export function renderShellIndex(template, remoteManifest, path) {
  if (!remoteManifest) return template;
  const manifestUrl = remoteManifest[remoteForPath(path)];
  const hints = [`<script type="application/json" id="mf-remotes">${escapeJson(remoteManifest)}</script>`];
  if (manifestUrl) {
    const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
    hints.push(`<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin>`, `<link rel="preload" href="${entryUrl}" as="script">`);
  }
  return template.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`);
}

/**
 * @param {object} options
 * @param {string} options.dir    built files
 * @param {number} options.port
 * @param {string} [options.apiTarget]  proxy /api there (shell only)
 * @param {boolean} [options.spa]  serve index.html for unknown paths (shell)
 * @param {boolean} [options.cors] allow any origin to load these files (remotes)
 * @param {Record<string,string>} [options.remoteManifest] shell only: where the remotes are deployed, written into
 *   index.html and served as /module-federation.manifest.json instead of the built default (a deployment setting,
 *   no rebuild)
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, apiTarget, spa = false, cors = false, remoteManifest, host = '127.0.0.1' }) {
  const app = express();
  app.disable('x-powered-by');
  // The shell's remotes: the option, else the deployment's module-federation.manifest.json next to index.html.
  const manifestFile = join(dir, 'module-federation.manifest.json');
  const currentManifest = () => {
    if (remoteManifest) return remoteManifest;
    if (!spa || !existsSync(manifestFile)) return null;
    try {
      return JSON.parse(readFileSync(manifestFile, 'utf8'));
    } catch {
      return null;
    }
  };
  app.use((_req, res, next) => {
    const origins = [...new Set(Object.values(currentManifest() ?? {}).map((url) => new URL(url).origin))];
    res.locals.remoteOrigins = origins.length ? origins.join(' ') : "'self'";
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy((_req, res) => res.locals.remoteOrigins) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A remote's code is loaded by the shell's origin.
      crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
    }),
  );
  if (apiTarget) {
    app.use(createProxyMiddleware({ target: apiTarget, changeOrigin: false, pathFilter: '/api', xfwd: true }));
  }
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
  const template = spa ? readFileSync(join(dir, 'index.html'), 'utf8') : null;
  const sendIndex = (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(renderShellIndex(template, currentManifest(), req.path));
  };
  if (spa) app.get(['/', '/index.html'], sendIndex);
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: spa ? false : 'index.html',
      serveStatic: {
        setHeaders(res, path) {
          // Hashed chunks never change; entry points and manifests must be revalidated so a redeploy is seen at once.
          res.setHeader('Cache-Control', HASHED.test(path.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  );
  if (spa) {
    app.use((req, res, next) => {
      if (req.method !== 'GET' || req.path.startsWith('/api')) return next();
      sendIndex(req, res);
    });
  }
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
