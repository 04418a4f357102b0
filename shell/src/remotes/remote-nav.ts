import { useEffect, useState } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';

/** One navigation entry contributed by a remote (its exposed `nav` module). */
export interface RemoteNavItem {
  to: string;
  label: string;
  end?: boolean;
}

function isNavItem(value: unknown): value is RemoteNavItem {
  const item = value as RemoteNavItem;
  return typeof item === 'object' && item !== null && typeof item.to === 'string' && item.to.startsWith('/') && typeof item.label === 'string';
}

/**
 * The navigation entries a remote contributes (`<remote>/nav`, exporting `nav`), so a new screen ships its menu
 * entry with the remote's release. Until they load, or when the remote is down or sends something unusable,
 * `fallback` is returned: the navbar never breaks because of a remote.
 */
export function useRemoteNav(remote: RemoteName, fallback: RemoteNavItem[]): RemoteNavItem[] {
  const [items, setItems] = useState<RemoteNavItem[] | null>(null);
  useEffect(() => {
    let active = true;
    loadRemoteModule<{ nav?: unknown }>(remote, 'nav')
      .then((mod) => {
        const nav = mod.nav;
        if (!Array.isArray(nav) || nav.length === 0 || !nav.every(isNavItem)) throw new Error(`${remote}/nav exports no usable nav list`);
        if (active) setItems(nav);
      })
      .catch((error: unknown) => console.warn(`Using the default navigation for ${remote}`, error));
    return () => {
      active = false;
    };
  }, [remote]);
  return items ?? fallback;
}
