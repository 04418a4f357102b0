import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadable, Spinner, type Loadable } from '@book/shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteModule, reloadRemote, type RemoteName } from './remote-registry';

// A remote's App takes no props: it reads its page from the shared router (its own nested <Routes>).
type AnyRemoteComponent = ComponentType;
type RemoteModule = { default: AnyRemoteComponent };

const LABELS: Record<RemoteName, string> = { reader_app: 'This page', admin_app: 'The admin area' };

const pending = new Map<RemoteName, Promise<RemoteModule>>();
const components = new Map<RemoteName, Loadable<object>>();

/** Starts loading a remote's exposed `App` (memoized), e.g. while the session is being checked. */
export function preloadRemote(remote: RemoteName): Promise<RemoteModule> {
  let promise = pending.get(remote);
  if (!promise) {
    promise = loadRemoteModule<RemoteModule | AnyRemoteComponent>(remote, 'App').then((mod) =>
      typeof mod === 'object' && mod !== null && 'default' in mod ? mod : { default: mod },
    );
    pending.set(remote, promise);
    promise.catch(() => undefined);
  }
  return promise;
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
    component = loadable(() => preloadRemote(remote), loadingRemote);
    components.set(remote, component);
  }
  return component;
}

/** Forgets a remote's (failed) load so the next render loads it again. */
export function forgetRemote(remote: RemoteName): void {
  pending.delete(remote);
  components.delete(remote);
}

export interface RemoteSlotProps {
  remote: RemoteName;
}

/** Renders one remote's `App` in the layout, behind its own error boundary and loading state. */
export function RemoteSlot({ remote }: RemoteSlotProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [Remote, setRemote] = useState(() => lazyRemote(remote));

  const retry = async () => {
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
    <RemoteErrorBoundary key={attempt} remote={remote} label={LABELS[remote]} onRetry={retry} resetKey={pathname}>
      <Remote />
    </RemoteErrorBoundary>
  );
}
