import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'reader_app' | 'admin_app';
export type RemoteManifest = Record<RemoteName, string>;

const MANIFEST_URL = '/module-federation.manifest.json';

/** Reads where each remote is deployed (a file next to the shell's index.html) and registers them. */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
  const manifest = (await response.json()) as RemoteManifest;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`${remote} did not provide ${module}`);
  return loaded;
}
