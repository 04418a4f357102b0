import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'reader_app' | 'admin_app';
export type RemoteManifest = Record<RemoteName, string>;

const MANIFEST_URL = '/module-federation.manifest.json';

/**
 * `default` lets the first read use the response the HTML's preload started (the file is served `no-cache`, so it
 * is still fresh); a retry asks the server again.
 */
async function fetchManifest(cache: RequestCache = 'no-cache'): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache });
  if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
  return (await response.json()) as RemoteManifest;
}

/**
 * Reads where each remote is deployed (a file next to the shell's index.html, which the static server preloads)
 * and registers them.
 */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  const manifest = await fetchManifest('default');
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

let registered: Promise<RemoteManifest> | null = null;

/** Registers the remotes once (memoized); a failure is forgotten so the next call tries again. */
export function ensureRemotesRegistered(): Promise<RemoteManifest> {
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
 * may have moved) and re-register that remote with `force`, which drops its cached entry and module.
 */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  const manifest = await fetchManifest();
  registered = Promise.resolve(manifest);
  const entry = manifest[remote];
  if (!entry) throw new Error(`${remote} is not in ${MANIFEST_URL}`);
  registerRemotes([{ name: remote, entry }], { force: true });
}
