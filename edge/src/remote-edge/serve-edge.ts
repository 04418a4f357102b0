// A remote deployment's edge endpoints on its origin, for the shell's server (shell-document/edge-pages.ts): its route
// manifest, the status and <head> of a page path, and its documents, each for the `site` (public origin) the shell's
// server names. A render that fails is a 503: the shell then sends the page as built.
import type { Express, Request } from 'express';
import type { PaintOptions } from '../first-paint/live';
import type { EdgeOptions } from './create-remote-edge';
import type { RemoteEdge } from './remote-edge';
import { readRouteManifest } from './route-manifest';

export interface ServeEdgeOptions {
  /** The remote's edge module (remote-edge/<remote>.ts), exporting createEdge. */
  module: string;
  /** Where the API is (its /api is read). */
  apiTarget: string;
  /** The deployment's folder (its routes.manifest.json). */
  dir: string;
  pageSize?: number;
  paint?: Omit<PaintOptions, 'apiBase'>;
}

export function serveEdge(app: Express, { module, apiTarget, dir, pageSize, paint }: ServeEdgeOptions): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the deployment's edge module, named at run time
  const { createEdge } = require(module) as { createEdge(options: EdgeOptions): RemoteEdge };
  const edge = createEdge({
    apiBase: new URL('/api', apiTarget).href,
    pageSize,
    paint,
    routes: readRouteManifest(dir),
  });
  const query = (req: Request) => {
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
  ] as const) {
    app.get(endpoint, async (req, res) => {
      const asked = query(req);
      if (!asked) {
        res.status(400).json({ message: 'path (an absolute path) and site (an http(s) origin) are required' });
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      try {
        const answer = await render(asked.site, asked.path);
        if (!answer) {
          res.status(404).json({ message: 'This deployment renders no such page' });
          return;
        }
        res.json(answer);
      } catch {
        res.status(503).json({ message: 'The page could not be rendered right now' });
      }
    });
  }
}
