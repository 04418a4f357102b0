// What the shell's server knows of a remote deployment from its published files: its mf-manifest.json (the files its
// first render loads), route-chunks.json (per page, that page's files) and first-paint.json (its pages' static paint).
import type { FirstPaintFile, PaintedPage } from '../first-paint/first-paint-module';
import { findRoute } from '../routes';

export interface RemoteFiles {
  manifest: string;
  /** Where the remote's files are (its publicPath, or its manifest's URL). */
  base: string;
  scripts: string[];
  /** Per path or pattern (/books/:id), the URLs of that page's files. */
  routes: Record<string, string[]>;
  firstPaint: Record<string, PaintedPage>;
}

interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes?: { path: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

/**
 * The pages of a first-paint.json ({ pages: { path: { html, css, withData?, expiresAt?, unlessCookie? } } }), their
 * stylesheets' files mapped to URLs by `url`. A page painted with its data (the remote's `live` pages) carries it and
 * says until when it is worth painting, and which cookie (name=value) marks a request it would not suit.
 */
export function firstPaintPages(
  json: FirstPaintFile | null | undefined,
  url: (file: string) => string,
): Record<string, PaintedPage> {
  const pages = json?.pages ?? {};
  return Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, { ...page, css: page.css.map(url) }]));
}

/**
 * The files a remote's first render loads, from its mf-manifest.json: the manifest itself, remoteEntry.js and the
 * exposed App's first chunks (scripts and styles); and per path, the files of the page it renders there (its
 * route-chunks.json, when it publishes one). None when the remote does not answer (no preload of what cannot load).
 */
export async function readRemoteFiles(manifestUrl: string): Promise<RemoteFiles | null> {
  const res = await fetch(manifestUrl, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) return null;
  const { metaData, exposes = [] } = (await res.json()) as FederationManifest;
  const base = metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl;
  const entry = metaData.remoteEntry.path
    ? `${metaData.remoteEntry.path}/${metaData.remoteEntry.name}`
    : metaData.remoteEntry.name;
  const app = exposes.filter((e) => e.path === './App');
  const chunks = [...app.flatMap((e) => e.assets.js.sync), ...app.flatMap((e) => e.assets.css?.sync ?? [])];
  const published = <T>(name: string): Promise<T | Record<string, never>> =>
    fetch(new URL(name, manifestUrl), { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : {}))
      .catch(() => ({}));
  const [pages, firstPaint] = await Promise.all([
    published<Record<string, string[]>>('route-chunks.json'),
    published<FirstPaintFile>('first-paint.json'),
  ]);
  const routes = Object.fromEntries(
    Object.entries(pages as Record<string, string[]>).map(([path, files]) => [
      path,
      files.map((file) => new URL(file, base).href),
    ]),
  );
  return {
    manifest: manifestUrl,
    base,
    scripts: [entry, ...chunks].map((file) => new URL(file, base).href),
    routes,
    firstPaint: firstPaintPages(firstPaint as FirstPaintFile, (file) => new URL(file, base).href),
  };
}

/** The files of the page at `path` in a remote's route-chunks.json: its own entry, or its pattern's (/books/:id). */
export function routeFiles(routes: Record<string, string[]>, path: string): string[] {
  if (routes[path]) return routes[path];
  const route = findRoute(
    Object.keys(routes).filter((pattern) => pattern.includes('/:')),
    path,
  );
  return route ? routes[route.pattern] : [];
}

/** How long a deploy-time hint read by the shell's server (a remote's files, a page's first images) is reused. */
const HINTS_TTL_MS = 10_000;

/**
 * `load(key)` answered from memory and refreshed in the background at most every HINTS_TTL_MS, so a remote's new
 * release (new chunk names) or a changed catalogue is preloaded soon without slowing any page. A key never read
 * yet has no answer (no preload) until its first load ends.
 */
export function hintsCache<T>(load: (key: string) => Promise<T | null>) {
  const cache = new Map<string, { at: number; value: T | null; loading: Promise<unknown> | null }>();
  const refresh = (key: string) => {
    const entry = cache.get(key) ?? { at: 0, value: null, loading: null };
    cache.set(key, entry);
    entry.loading ??= load(key)
      .catch(() => null)
      .then((value) => Object.assign(entry, { value, at: Date.now(), loading: null }));
    return entry.loading;
  };
  return {
    refresh,
    get(key: string): T | null {
      const entry = cache.get(key);
      if (!entry || Date.now() - entry.at > HINTS_TTL_MS) void refresh(key);
      return entry?.value ?? null;
    },
  };
}
