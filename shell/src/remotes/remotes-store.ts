import { useSyncExternalStore } from 'react';
import { readManifest, type Remote } from './manifest';

// The remotes of the manifest read last (null until it is read), for the routes and the navbar.
let current: Remote[] | null = null;
let failed = false;
const listeners = new Set<() => void>();

export function setRemotes(remotes: Remote[] | null, error = false): void {
  current = remotes;
  failed = error;
  listeners.forEach((listener) => listener());
}

export const remotesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  remotes: () => current,
  failed: () => failed,
  /** The remotes of a manifest already in hand (the build-time first paint, tests). */
  set: (json: unknown) => setRemotes(readManifest(json)),
};

/** The manifest's remotes (null until read) and whether the last read failed, re-rendering when they change. */
export function useRemotes(): { remotes: Remote[] | null; failed: boolean } {
  const remotes = useSyncExternalStore(remotesStore.subscribe, remotesStore.remotes, remotesStore.remotes);
  const lastFailed = useSyncExternalStore(remotesStore.subscribe, remotesStore.failed, remotesStore.failed);
  return { remotes, failed: lastFailed };
}
