import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';

/** One navigation entry contributed by a remote (its exposed `nav` module). */
export interface RemoteNavItem {
  to: string;
  label: string;
  end?: boolean;
}

function isNavItem(value: unknown): value is RemoteNavItem {
  const item = value as RemoteNavItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.to === 'string' &&
    item.to.startsWith('/') &&
    typeof item.label === 'string'
  );
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
        if (!Array.isArray(nav) || nav.length === 0 || !nav.every(isNavItem))
          throw new Error(`${remote}/nav exports no usable nav list`);
        if (active) setItems(nav);
      })
      .catch((error: unknown) => console.warn(`Using the default navigation for ${remote}`, error));
    return () => {
      active = false;
    };
  }, [remote]);
  return items ?? fallback;
}

const NO_WIDGETS: ComponentType[] = [];

/**
 * The components a remote shows in the signed-in navbar (`<remote>/nav`, exporting `navWidgets: ComponentType[]`),
 * e.g. an indicator with a count: generic, the shell knows nothing of what they are. None until they load, and none
 * when the remote is down or exports none.
 */
export function useRemoteNavWidgets(remote: RemoteName): ComponentType[] {
  const [widgets, setWidgets] = useState<ComponentType[]>(NO_WIDGETS);
  useEffect(() => {
    let active = true;
    loadRemoteModule<{ navWidgets?: unknown }>(remote, 'nav')
      .then((mod) => {
        const list = mod.navWidgets;
        if (!Array.isArray(list)) return;
        const usable = list.filter(
          (w): w is ComponentType => typeof w === 'function' || (typeof w === 'object' && w !== null),
        );
        if (active && usable.length > 0) setWidgets(usable);
      })
      .catch(() => undefined); // useRemoteNav already warns about a remote that cannot be loaded
    return () => {
      active = false;
    };
  }, [remote]);
  return widgets;
}
