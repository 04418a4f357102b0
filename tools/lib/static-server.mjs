// Serves one built frontend from its own origin, as a separate deployment would.
// The shell's server also proxies /api to the API and falls back to index.html for client routes.
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { join } from 'node:path';

/**
 * @param {object} options
 * @param {string} options.dir    built files
 * @param {number} options.port
 * @param {string} [options.apiTarget]  proxy /api there (shell only)
 * @param {boolean} [options.spa]  serve index.html for unknown paths (shell)
 * @param {boolean} [options.cors] allow any origin to load these files (remotes)
 * @param {Record<string,string>} [options.remoteManifest] shell only: where the remotes are deployed, served as
 *   /module-federation.manifest.json instead of the built default (a deployment setting, no rebuild)
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, apiTarget, spa = false, cors = false, remoteManifest, host = '127.0.0.1' }) {
  const app = express();
  app.disable('x-powered-by');
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
  app.use(
    express.static(dir, {
      index: 'index.html',
      setHeaders(res, path) {
        // Hashed chunks never change; entry points and manifests must be revalidated so a redeploy is seen at once.
        if (/\.[0-9a-f]{8}\.(js|css)$/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  if (spa) {
    app.use((req, res, next) => {
      if (req.method !== 'GET' || req.path.startsWith('/api')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(dir, 'index.html'));
    });
  }
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
