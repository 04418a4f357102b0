// The shell's side of the remotes' edge pages, as a CDN edge in front of the site would do it: each remote deployment
// may publish a route manifest (edge-routes.json next to its mf-manifest.json: `pages` whose status and <head> it
// renders, `documents` it serves whole, such as the sitemap, and what robots.txt should say for it). The shell's
// server names none of those pages: it asks the remote's /edge/head for a document request whose path the remote's
// manifest lists, relays its /edge/document answers, and writes /robots.txt from its own private paths and the
// remotes' (remote-edge/reader-app.ts is the reader's).
import type { EdgeDocument, EdgeHead, EdgeRoutes } from '../remote-edge/remote-edge';
import { robotsTxt } from '../remote-edge/sitemap';
import { findRoute } from '../routes';

/** How long a remote's route manifest is reused before it is read again in the background. */
const MANIFEST_TTL_MS = 10_000;
/** How long a remote may take to send its route manifest. */
const MANIFEST_TIMEOUT_MS = 2000;
/**
 * How long a page's HTML waits for its head: past it the page is sent as built, 200 (a head is never worth a slow
 * page); the edge's render goes on, for the next request.
 */
const HEAD_WAIT_MS = 1000;
/** How long a document (a sitemap file: one read of up to 50,000 entries) may take before a 503. */
const DOCUMENT_WAIT_MS = 5000;

interface ManifestEntry {
  at: number;
  routes: EdgeRoutes | null;
  loading: Promise<unknown> | null;
}

/**
 * @param options.remotes  the remotes' mf-manifest.json URLs now
 * @param options.disallow the paths the shell keeps out of search engines now (its own, and the guarded areas)
 */
export function createEdgePages({ remotes, disallow }: { remotes: () => string[]; disallow: () => string[] }) {
  const manifests = new Map<string, ManifestEntry>();
  const refresh = (manifestUrl: string) => {
    const entry = manifests.get(manifestUrl) ?? { at: 0, routes: null, loading: null };
    manifests.set(manifestUrl, entry);
    entry.loading ??= fetch(new URL('edge-routes.json', manifestUrl), {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    })
      .then((res) => (res.ok ? (res.json() as Promise<EdgeRoutes>) : null))
      .catch(() => null)
      .then((routes) => Object.assign(entry, { routes, at: Date.now(), loading: null }));
    return entry.loading;
  };
  /** Every remote's manifest as last read, with where its edge answers; a stale one is read again behind. */
  const current = () =>
    remotes().flatMap((manifestUrl) => {
      const entry = manifests.get(manifestUrl);
      if (!entry || Date.now() - entry.at > MANIFEST_TTL_MS) void refresh(manifestUrl);
      return entry?.routes ? [{ base: manifestUrl, routes: entry.routes }] : [];
    });
  const ask = async <T>(base: string, endpoint: string, path: string, site: string, waitMs: number) => {
    const url = new URL(endpoint, base);
    url.search = new URLSearchParams({ path, site }).toString();
    const res = await fetch(url, { signal: AbortSignal.timeout(waitMs) });
    return res.ok ? ((await res.json()) as T) : null;
  };
  const remoteFor = (kind: 'pages' | 'documents', path: string) =>
    current().find(({ routes }) => findRoute(routes[kind] ?? [], path));

  return {
    /** Reads every remote's manifest (at start: the first request of a page gets its head too). */
    ready: () => Promise.all(remotes().map(refresh)),
    /**
     * `{ status, head?, paint? }` of a path the remote at `manifestUrl` renders; null when it renders none or its edge
     * failed.
     */
    async head(manifestUrl: string, path: string, site: string): Promise<EdgeHead | null> {
      const remote = current().find(({ base, routes }) => base === manifestUrl && findRoute(routes.pages ?? [], path));
      return remote ? ask<EdgeHead>(remote.base, 'edge/head', path, site, HEAD_WAIT_MS).catch(() => null) : null;
    },
    /** Whether a remote serves this path whole (the sitemap's files). */
    isDocument: (path: string) => Boolean(remoteFor('documents', path)),
    /** `{ status, type, body }` of such a path; null when its edge failed. */
    async document(path: string, site: string): Promise<EdgeDocument | null> {
      const remote = remoteFor('documents', path);
      return remote
        ? ask<EdgeDocument>(remote.base, 'edge/document', path, site, DOCUMENT_WAIT_MS).catch(() => null)
        : null;
    },
    /** robots.txt for `site`: the shell's and the remotes' private paths, and the remotes' sitemaps. */
    robots(site: string): string {
      const routes = current().map((remote) => remote.routes.robots ?? {});
      return robotsTxt({
        disallow: [...disallow(), ...routes.flatMap((r) => r.disallow ?? [])],
        sitemaps: routes.flatMap((r) => r.sitemaps ?? []).map((path) => new URL(path, site).href),
      });
    },
  };
}

export type EdgePages = ReturnType<typeof createEdgePages>;
