// What a remote deployment's edge module (remote-edge/<remote>.ts) gives its origin, and what the shell's server reads
// from it over HTTP: its route manifest (/edge-routes.json), a page's status and head (/edge/head), a whole document
// (/edge/document).
import type { PaintedPage } from '../first-paint/first-paint-module';

export interface EdgeRoutes {
  /** Route patterns of the pages whose status and <head> it renders. */
  pages: string[];
  /** Route patterns of the documents it serves whole (the sitemap's files). */
  documents: string[];
  /** What robots.txt says for this remote: its private path prefixes and its sitemaps (paths on the site). */
  robots?: { disallow?: string[]; sitemaps?: string[] };
}

/**
 * A page's status, its head for previews, and its paint with its data (stylesheets relative to the deployment); or,
 * for a page moved for good (301: a merged record's), the path of the page it moved to.
 */
export interface EdgeHead {
  status: number;
  head?: string;
  paint?: PaintedPage;
  location?: string;
}

export interface EdgeDocument {
  status: number;
  type: string;
  body: string;
}

export interface RemoteEdge {
  manifest: EdgeRoutes;
  head(site: string, path: string): Promise<EdgeHead | null>;
  document(site: string, path: string): Promise<EdgeDocument | null>;
}
