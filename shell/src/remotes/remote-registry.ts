import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'reader_app' | 'admin_app';
export type RemoteManifest = Record<RemoteName, string>;

const MANIFEST_URL = '/module-federation.manifest.json';

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
  return (await response.json()) as RemoteManifest;
}

/** The manifest the static server inlined into index.html at deploy time (a JSON data block), if any. */
function inlinedManifest(): RemoteManifest | null {
  const text = document.getElementById('remote-manifest')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RemoteManifest;
  } catch {
    return null;
  }
}

/**
 * Reads where each remote is deployed and registers them: from index.html when the deployment inlined it (no
 * round trip), else from the file next to it.
 */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  const manifest = inlinedManifest() ?? (await fetchManifest());
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
