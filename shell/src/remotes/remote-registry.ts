import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { readManifest, type Remote } from './manifest';
import { setRemotes, remotesStore } from './remotes-store';

/** A remote's federation name, as the manifest of remotes names it. */
export type RemoteName = string;

const MANIFEST_URL = '/module-federation.manifest.json';

/** How often each remote was retried: its files are then asked for under another URL (see `retryUrls`). */
const retries = new Map<string, number>();

/** `url` with `retry=<n>` added when `remote` has been retried, else unchanged. */
function retryUrl(url: string, remote: string | undefined): string {
  const attempt = remote ? retries.get(remote) : undefined;
  if (!attempt) return url;
  const next = new URL(url, window.location.href);
  next.searchParams.set('retry', String(attempt));
  return next.href;
}

/**
 * The shell's deployment preloads the route's remote (its mf-manifest.json, remoteEntry.js and first chunks) with
 * the HTML. When the remote was down, Chromium answers the next request of each of those URLs with the preload's
 * failure (once), so asking for the same URLs after a Retry would get the failure back. So after a retry the
 * runtime asks for that remote's manifest, scripts and stylesheets with `?retry=<n>`, which no preload can answer;
 * a first load uses the preloaded URLs as they are. (The remote's own chunk loading cannot: see RemoteSlot.)
 */
export const retryUrls: ModuleFederationRuntimePlugin = {
  name: 'book-retry-urls',
  createScript({ url, attrs, remoteInfo }) {
    const src = retryUrl(url, remoteInfo?.name);
    if (src === url) return undefined;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
    script.src = src;
    return script;
  },
  // The exposed App's stylesheets, which the runtime links from the remote's manifest before the remote's code runs.
  // `data-href` keeps the URL the remote's CSS chunk loading looks for (mini-css-extract finds the link by it), so
  // that loading does not ask for the file again under its preloaded URL.
  createLink({ url, attrs, remoteInfo }) {
    const href = retryUrl(url, remoteInfo?.name);
    if (href === url) return undefined;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
    link.setAttribute('data-href', url);
    link.href = href;
    return link;
  },
  fetch(url, init, remoteInfo) {
    const target = retryUrl(url, remoteInfo?.name);
    return target === url ? undefined : fetch(target, init);
  },
};

/**
 * `default` lets the first read use the response the HTML's preload started (the file is served `no-cache`, so it
 * is still fresh); a retry asks the server again.
 */
async function fetchManifest(cache: RequestCache = 'no-cache'): Promise<Remote[]> {
  const response = await fetch(MANIFEST_URL, { cache });
  if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
  return readManifest(await response.json());
}

/**
 * Reads where each remote is deployed and what it owns (a file next to the shell's index.html, which the static
 * server preloads) and registers the valid ones.
 */
export async function registerRemotesFromManifest(): Promise<Remote[]> {
  try {
    const remotes = await fetchManifest('default');
    registerRemotes(remotes.flatMap(({ name, entry }) => (entry ? [{ name, entry }] : [])));
    setRemotes(remotes);
    return remotes;
  } catch (error) {
    setRemotes(remotesStore.remotes(), true);
    throw error;
  }
}

let registered: Promise<Remote[]> | null = null;

/** Registers the remotes once (memoized); a failure is forgotten so the next call tries again. */
export function ensureRemotesRegistered(): Promise<Remote[]> {
  if (!registered) {
    registered = registerRemotesFromManifest().catch((error: unknown) => {
      registered = null;
      throw error;
    });
  }
  return registered;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`${remote} did not provide ${module}`);
  return loaded;
}

/**
 * Before a retry: the federation runtime caches a failed remote entry, so read the manifest again (the remote
 * may have moved) and re-register that remote with `force`, which drops its cached entry and module; its files
 * are asked for under new URLs (`retryUrls`).
 */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  const remotes = await fetchManifest();
  registered = Promise.resolve(remotes);
  setRemotes(remotes);
  const entry = remotes.find((r) => r.name === remote)?.entry;
  if (!entry) throw new Error(`${remote} has no valid entry in ${MANIFEST_URL}`);
  retries.set(remote, (retries.get(remote) ?? 0) + 1);
  registerPlugins([retryUrls]); // once: the runtime keeps one plugin per name
  registerRemotes([{ name: remote, entry }], { force: true });
}
