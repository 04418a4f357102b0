// The shell's runtime manifest of remotes as the edge reads it (module-federation.manifest.json: per remote, its
// mf-manifest.json URL, the prefixes it owns and their guards; tools/lib/remote-manifest.mjs writes it): which
// remote's deployment a page comes from, and which of the site's paths are private. The edge names no remote.

export interface RemoteRoute {
  prefix: string;
  guard: string;
}

export interface RemoteEntry {
  entry: string;
  routes: RemoteRoute[];
}

export type RemotesManifest = Record<string, RemoteEntry>;

const isEntry = (value: unknown): value is RemoteEntry => {
  const entry = value as RemoteEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.entry === 'string' &&
    Array.isArray(entry.routes) &&
    entry.routes.every((route) => typeof route?.prefix === 'string' && route.prefix.startsWith('/'))
  );
};

/** The usable entries of a manifest (an invalid one is left out: the shell shows that area's fallback). */
export const entriesOf = (manifest: unknown): RemoteEntry[] =>
  typeof manifest === 'object' && manifest !== null ? Object.values(manifest).filter(isEntry) : [];

/** Every remote's mf-manifest.json URL. */
export const entryUrls = (manifest: unknown): string[] => entriesOf(manifest).map((remote) => remote.entry);

const within = (path: string, prefix: string) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

/** The remote of the longest prefix holding `path`, with that prefix's guard; null when no remote owns it. */
export function ownerOf(manifest: unknown, path: string): { entry: string; guard: string } | null {
  let best: { entry: string; route: RemoteRoute } | null = null;
  for (const remote of entriesOf(manifest))
    for (const route of remote.routes)
      if (within(path, route.prefix) && (!best || route.prefix.length > best.route.prefix.length))
        best = { entry: remote.entry, route };
  return best && { entry: best.entry, guard: best.route.guard };
}

/** The prefixes only signed-in readers or administrators may enter: nothing there for search engines. */
export const guardedPrefixes = (manifest: unknown): string[] =>
  entriesOf(manifest).flatMap((remote) =>
    remote.routes.filter((route) => route.guard !== 'anyone').map((route) => route.prefix),
  );
