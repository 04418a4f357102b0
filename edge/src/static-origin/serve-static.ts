// Serves one built frontend from its own origin, as a separate deployment (a CDN in front of a bucket) would: its
// precompressed files (files.ts), strict security headers (security-headers.ts), and by what the deployment is:
//   - the shell's: /api proxied to the API (api-proxy.ts), and its pages (shell-document/): index.html with the
//     preloads of what the URL renders, its static first paint, and the remotes' edge pages;
//   - a remote's: its files for the shell's page on another origin (CORS), its pages painted with their data
//     (first-paint/live.ts) in the first-paint.json it serves, and its edge's endpoints (remote-edge/).
import express from 'express';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createLivePages } from '../first-paint/live';
import type { FirstPaintFile } from '../first-paint/first-paint-module';
import { serveEdge } from '../remote-edge/serve-edge';
import type { RouteImages } from '../shell-document/preload-links';
import { entryUrls, type RemotesManifest } from '../shell-document/remote-areas';
import { serveShellPages } from '../shell-document/shell-pages';
import { proxyApi } from './api-proxy';
import { readWhenChanged } from './deployed-file';
import { configuredPublicOrigin, localOrigin } from './public-origin';
import { builtFiles, precompressedFiles } from './files';
import { securityHeaders } from './security-headers';

export interface ServeStaticOptions {
  /** The built files. */
  dir: string;
  port: number;
  host?: string;
  /** Shell only: proxy /api there. */
  apiTarget?: string;
  /** Where the browser reaches the API when it is not proxied (CSP). */
  apiOrigin?: string;
  /** Serve index.html for unknown paths (the shell). */
  spa?: boolean;
  /** Allow any origin to load these files (a remote). */
  cors?: boolean;
  /**
   * Shell only: where the remotes are deployed, served as /module-federation.manifest.json (a deployment setting, no
   * rebuild); else the module-federation.manifest.json deployed next to index.html.
   */
  remoteManifest?: RemotesManifest;
  /** Shell only: API URLs that the page at each path reads first (the remotes publish them as route-data.json). */
  routeReads?: Record<string, string[]>;
  /**
   * Shell only: per path, the read whose answer names the page's first images (the remotes publish them as
   * route-images.json); the server reads it from `apiTarget` and preloads those images with the HTML.
   */
  routeImages?: Record<string, RouteImages>;
  /**
   * A remote's deployment: its first paint built for Node (dist/<remote>-server/first-paint.js), whose `live` pages it
   * renders with their data from the API at `apiTarget` into the first-paint.json it serves.
   */
  livePaint?: { module: string; apiTarget: string };
  /**
   * A remote's deployment: its edge module (remote-edge/<remote>.ts), which renders the heads of the pages its route
   * manifest (routes.manifest.json) names and its documents (the sitemap) from the API at `apiTarget`, served as
   * /edge-routes.json, /edge/head and /edge/document.
   */
  edge?: { module: string; apiTarget: string; pageSize?: number };
  /**
   * Shell only: the site's public origin in canonical URLs, link previews, the sitemap and robots.txt; default the
   * PUBLIC_ORIGIN environment variable. Required in production (the server refuses to start without it); elsewhere,
   * without either, the server's own address (http://localhost:<port>). Never the request's `Host`.
   */
  publicOrigin?: string;
}

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
}: ServeStaticOptions): Promise<Server> {
  // Checked before anything starts: a production shell without its public origin does not start.
  let site = spa ? configuredPublicOrigin(publicOrigin) : null;
  const app = express();
  app.disable('x-powered-by');
  if (apiTarget) proxyApi(app, apiTarget);
  // The shell's remotes: the `remoteManifest` setting, else the module-federation.manifest.json deployed next to
  // index.html (re-read when it changes: moving a remote is an edit of that file, and the CSP follows it).
  const manifestFromFile = readWhenChanged(
    join(dir, 'module-federation.manifest.json'),
    (text) => JSON.parse(text) as RemotesManifest,
  );
  const currentManifest = (): RemotesManifest =>
    remoteManifest || !spa ? (remoteManifest ?? {}) : (manifestFromFile() ?? {});
  app.use(securityHeaders({ remotes: () => entryUrls(currentManifest()), apiOrigin, cors }));
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
    const builtPaint = readWhenChanged(join(dir, 'first-paint.json'), (text) => JSON.parse(text) as FirstPaintFile);
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
  if (edge) serveEdge(app, { ...edge, dir, paint: livePaint ? { module: livePaint.module, dist: dir } : undefined });
  if (spa)
    await serveShellPages(app, {
      dir,
      remotes: currentManifest,
      apiTarget,
      routeReads,
      routeImages,
      publicOrigin: () => site as string,
    });
  app.use(precompressedFiles(dir));
  app.use(builtFiles(dir, spa));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      site ??= localOrigin((server.address() as { port: number }).port);
      resolve(server);
    });
    server.on('error', reject);
  });
}
