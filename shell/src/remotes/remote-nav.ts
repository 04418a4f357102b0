import { useEffect, useState, type ComponentType } from 'react';
import type { NavSlot, RemoteNavItem, RemoteNavModule } from '@book/core';
import { isNavItem, slotItems, type Remote } from './manifest';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { useRemotes } from './remotes-store';

const NO_REMOTES: Remote[] = [];

/**
 * The navbar's entries by slot (main bar, a signed-in reader's links, the admin menu), remote by remote in the
 * manifest's order: each remote's own list (`<remote>/nav`, exporting `nav`), so a new screen ships its menu entry
 * with the remote's release. Until it loads, or when the remote is down or sends something unusable, its manifest
 * entry's fallback (which its deployment publishes) is used: the navbar never breaks because of a remote. The lists
 * are loaded for a signed-in reader only: a visitor's first visit loads no remote's navigation code.
 */
export function useRemoteNav(load: boolean): (slot: NavSlot) => RemoteNavItem[] {
  const remotes = useRemotes().remotes ?? NO_REMOTES;
  const [lists, setLists] = useState<Record<string, RemoteNavItem[]>>({});
  const key = load ? remotes.flatMap((remote) => (remote.entry ? [remote.name] : [])).join(' ') : '';
  useEffect(() => {
    let active = true;
    for (const remote of key ? key.split(' ') : [])
      loadRemoteModule<RemoteNavModule>(remote, 'nav')
        .then((mod) => {
          const nav: unknown = mod.nav;
          if (!Array.isArray(nav) || nav.length === 0 || !nav.every((item) => isNavItem(item, true)))
            throw new Error(`${remote}/nav exports no usable nav list`);
          if (active) setLists((current) => ({ ...current, [remote]: nav }));
        })
        .catch((error: unknown) => console.warn(`Using the default navigation for ${remote}`, error));
    return () => {
      active = false;
    };
  }, [key]);
  return (slot) => slotItems(remotes, slot, load ? lists : {});
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
      .catch(() => undefined); // useSlotNav already warns about a remote that cannot be loaded
    return () => {
      active = false;
    };
  }, [remote]);
  return widgets;
}
