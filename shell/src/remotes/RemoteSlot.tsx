import { useRef, useState, type ComponentType } from 'react';
import type { RemoteAppModule, RemoteAppProps } from '@book/core';
import { useLocation } from 'react-router-dom';
import { loadable, Spinner, type Loadable } from '@book/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteModule, reloadRemote, type RemoteName } from './remote-registry';

// A remote's App reads its page from the shared router (its own nested <Routes>, relative to the base path it is
// mounted at, which it also receives). Its module may also export `ready`: what its first render of the page at this
// URL needs (the page's code, its first reads), which the shell's first render waits for (a bounded time, see
// bootstrap.tsx).
type AnyRemoteComponent = ComponentType<RemoteAppProps>;
type RemoteModule = RemoteAppModule;

// A page preloads a handful of its remote's files (its entry, App and landing page chunks): more chunk failures
// after one click are not preloads answering.
const MAX_CHUNK_FOLLOW_UPS = 8;

const modules = new Map<RemoteName, Promise<RemoteModule>>();
const components = new Map<RemoteName, Loadable<RemoteAppProps>>();

/** The remote's exposed `App` module (loaded once). */
function loadApp(remote: RemoteName): Promise<RemoteModule> {
  let module = modules.get(remote);
  if (!module) {
    module = loadRemoteModule<RemoteModule | AnyRemoteComponent>(remote, 'App').then((mod) =>
      typeof mod === 'object' && mod !== null && 'default' in mod ? mod : { default: mod },
    );
    modules.set(remote, module);
  }
  return module;
}

const loadingRemote = (
  <div className="shell-remote-loading">
    <Spinner size="lg" />
  </div>
);

/** The remote's App, rendered as soon as its code is there (without Suspense's reveal delay: see `loadable`). */
function lazyRemote(remote: RemoteName) {
  let component = components.get(remote);
  if (!component) {
    component = loadable(() => loadApp(remote), loadingRemote);
    components.set(remote, component);
  }
  return component;
}

/**
 * Starts loading a remote's exposed `App` (once), e.g. while the shell's own code runs: a slot rendered after it
 * loaded shows the App in its first render. Resolves when the App can render (and what it exports as `ready` is
 * done) or has failed (the slot then shows the failure).
 */
export function preloadRemote(remote: RemoteName): Promise<unknown> {
  return lazyRemote(remote)
    .preload()
    .then(() => loadApp(remote))
    .then((mod) => mod.ready)
    .catch(() => undefined);
}

/** Forgets a remote's (failed) load so the next render loads it again. */
export function forgetRemote(remote: RemoteName): void {
  modules.delete(remote);
  components.delete(remote);
}

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Where the remote is mounted (its routes are relative to it). */
  basePath: string;
  /** Its error screen's subject (the manifest's `errorLabel`). */
  label: string;
}

/** Renders one remote's `App` in the layout, behind its own error boundary and loading state. */
export function RemoteSlot({ remote, basePath, label }: RemoteSlotProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [Remote, setRemote] = useState(() => lazyRemote(remote));
  // After a Retry, the browser answers the first request of each file that the page preloaded while the remote was
  // down with that failure (once per URL). The federation runtime asks for the remote's entry and first files under
  // new URLs (`retryUrls`), but the remote's own chunk loading (its pages' code) cannot: a chunk that fails right
  // after a Retry is loaded again, without another click, unless it is one that failed already since the click.
  const failedChunks = useRef(new Set<string>());
  const retriesAfter = (error: Error) => {
    if (attempt === 0 || error.name !== 'ChunkLoadError') return false;
    const url = (error as Error & { request?: string }).request ?? error.message;
    if (failedChunks.current.has(url) || failedChunks.current.size >= MAX_CHUNK_FOLLOW_UPS) return false;
    failedChunks.current.add(url);
    return true;
  };

  const retry = async ({ automatic }: { automatic: boolean }) => {
    if (!automatic) failedChunks.current.clear();
    try {
      await reloadRemote(remote);
    } catch (error) {
      console.error(`Could not re-register ${remote}`, error);
    }
    forgetRemote(remote);
    setRemote(() => lazyRemote(remote));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      label={label}
      onRetry={retry}
      retriesAfter={retriesAfter}
      resetKey={pathname}
    >
      <Remote basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
