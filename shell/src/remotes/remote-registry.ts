import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'reader_app' | 'admin_app';
export type RemoteManifest = Record<RemoteName, string>;

const MANIFEST_URL = '/module-federation.manifest.json';

/**
 * index.html preloads the needed remote's manifest and entry. When that remote was down, the browser keeps the
 * failed preloads and would answer a retry with them: a retry therefore asks for distinct URLs.
 */
const retryTokens = new Map<string, string>();
const withRetryToken = (url: string, token: string) => {
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', token);
  return busted.href;
};
registerPlugins([
  {
    name: 'retry-past-failed-preloads',
    createScript({ url, remoteInfo }) {
      const token = remoteInfo ? retryTokens.get(remoteInfo.name) : undefined;
      if (!token || !/remoteEntry\.js(\?|$)/.test(url)) return undefined;
      const script = document.createElement('script');
      script.src = withRetryToken(url, token);
      return script;
    },
  },
]);

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${MANIFEST_URL} (${response.status})`);
  return (await response.json()) as RemoteManifest;
}

/** The deployment may write the manifest into index.html (a JSON data block): no round trip to learn it. */
function inlineManifest(): RemoteManifest | null {
  const block = typeof document === 'undefined' ? null : document.getElementById('mf-remotes');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as RemoteManifest;
  } catch {
    return null;
  }
}

/**
 * Reads where each remote is deployed (written into index.html by the deployment, else the file next to it)
 * and registers them.
 */
export async function registerRemotesFromManifest(): Promise<RemoteManifest> {
  const manifest = inlineManifest() ?? (await fetchManifest());
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
  const token = String(Date.now());
  retryTokens.set(remote, token);
  registerRemotes([{ name: remote, entry: withRetryToken(entry, token) }], { force: true });
}
