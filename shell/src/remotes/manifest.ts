// The runtime manifest of remotes (module-federation.manifest.json, deployed beside index.html): which remote owns
// which URL prefixes, under which guard, with which fallback navigation. Checked here, entry by entry: an invalid
// entry is reported (console.error) and its area shows its fallback; the other remotes work.
import type { NavSlot, RemoteGuard, RemoteNavItem, RemoteRoute } from '@book/core';

/** A remote as the shell uses it: `entry` is null when its manifest entry is invalid (its area shows the fallback). */
export interface Remote {
  name: string;
  entry: string | null;
  routes: RemoteRoute[];
  order: number;
  nav: RemoteNavItem[];
  errorLabel: string;
  landingPages: string[];
}

const GUARDS: RemoteGuard[] = ['anyone', 'signed-in', 'admin'];
const SLOTS: NavSlot[] = ['main', 'account', 'admin'];
const DEFAULT_LABEL = 'This part of BookNook';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[^?#\s]*$/.test(value) && (value === '/' || !value.endsWith('/'));
const listOf = <T>(value: unknown, check: (item: unknown) => item is T): T[] | null =>
  Array.isArray(value) && value.every(check) ? value : null;

const isRoute = (value: unknown): value is RemoteRoute =>
  isObject(value) && isPath(value.prefix) && GUARDS.includes(value.guard as RemoteGuard);

/** A link within the remote's area, resolved against its first prefix: '' is the area, 'new' a page under it. */
const isAreaPath = (value: unknown): value is string =>
  typeof value === 'string' && /^[^/?#\s][^?#\s]*$|^$/.test(value) && !value.endsWith('/');

/** A manifest entry's link (a path: publishing moves it with the area), or, with `withinArea`, a remote's own. */
export const isNavItem = (value: unknown, withinArea = false): value is RemoteNavItem =>
  isObject(value) &&
  (isPath(value.to) || (withinArea && isAreaPath(value.to))) &&
  typeof value.label === 'string' &&
  value.label !== '' &&
  (value.slot === undefined || SLOTS.includes(value.slot as NavSlot));

function entryUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

/**
 * One entry: its routes are kept whenever they are valid (so its area is known and shows the fallback); any other
 * problem sets `entry` to null. Returns null when not even its routes can be read (the paths go to the other remotes).
 */
function readEntry(name: string, value: unknown): Remote | null {
  const fail = (problem: string) => console.error(`Remote manifest: ${name} ${problem}; its area shows its fallback`);
  const raw = isObject(value) ? value : {};
  const routes = listOf(raw.routes, isRoute);
  if (!routes || routes.length === 0) {
    fail('has no valid routes ([{ prefix, guard }] with guard anyone, signed-in or admin)');
    return null;
  }
  const nav = listOf(raw.nav ?? [], (item): item is RemoteNavItem => isNavItem(item));
  const landingPages = listOf(raw.landingPages ?? [], isPath);
  const problems = [
    entryUrl(raw.entry) ? null : 'has no valid entry URL',
    nav ? null : 'has an invalid nav list ([{ to, label, end?, slot? }])',
    landingPages ? null : 'has invalid landing pages',
    raw.errorLabel === undefined || typeof raw.errorLabel === 'string' ? null : 'has an invalid error label',
    raw.order === undefined || Number.isFinite(raw.order) ? null : 'has an invalid order',
  ].filter((problem) => problem !== null);
  problems.forEach(fail);
  return {
    name,
    entry: problems.length ? null : entryUrl(raw.entry),
    routes,
    order: typeof raw.order === 'number' ? raw.order : 0,
    nav: nav ?? [],
    errorLabel: typeof raw.errorLabel === 'string' && raw.errorLabel ? raw.errorLabel : DEFAULT_LABEL,
    landingPages: landingPages ?? [],
  };
}

/** The manifest's remotes in their order (then by name); an unreadable manifest is no remote at all. */
export function readManifest(json: unknown): Remote[] {
  if (!isObject(json) || Array.isArray(json)) {
    console.error('Remote manifest: not an object of remotes by name');
    return [];
  }
  return Object.entries(json)
    .map(([name, value]) => readEntry(name, value))
    .filter((remote) => remote !== null)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

const within = (path: string, prefix: string) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

/** Where a path goes: the remote of the longest matching prefix, that prefix's guard, and where the remote is mounted. */
export interface RouteMatch {
  remote: Remote;
  guard: RemoteGuard;
  /** The remote's shortest prefix that holds the path: its nested routes are relative to it. */
  basePath: string;
}

export function matchRoute(remotes: Remote[], path: string): RouteMatch | null {
  let best: { remote: Remote; route: RemoteRoute } | null = null;
  for (const remote of remotes)
    for (const route of remote.routes)
      if (within(path, route.prefix) && (!best || route.prefix.length > best.route.prefix.length))
        best = { remote, route };
  if (!best) return null;
  const { remote, route } = best;
  const basePath = remote.routes
    .map((r) => r.prefix)
    .filter((prefix) => within(path, prefix))
    .reduce((a, b) => (b.length < a.length ? b : a));
  return { remote, guard: route.guard, basePath };
}

/**
 * The entries of one slot, remote by remote in the manifest's order: each remote's own list, else its fallback. An
 * entry that names no slot goes where the remote's fallback puts its first entry (else the main bar). A link given
 * within the remote's area (no leading slash) goes under the area's first prefix, so it moves with the area.
 */
export function slotItems(
  remotes: Remote[],
  slot: NavSlot,
  contributed: Record<string, RemoteNavItem[] | undefined>,
): RemoteNavItem[] {
  return remotes.flatMap((remote) => {
    const usual = remote.nav[0]?.slot ?? 'main';
    const area = remote.routes[0]?.prefix ?? '/';
    const placed = (item: RemoteNavItem) =>
      item.to.startsWith('/') ? item : { ...item, to: item.to ? `${area.replace(/\/$/, '')}/${item.to}` : area };
    return (contributed[remote.name] ?? remote.nav).filter((item) => (item.slot ?? usual) === slot).map(placed);
  });
}

/** The landing pages every remote lets the page cache keep and the first paint prepare. */
export const landingPages = (remotes: Remote[]): string[] => [
  ...new Set(remotes.flatMap((remote) => remote.landingPages)),
];
