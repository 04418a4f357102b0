// The contract between the shell (the host) and a remote: what a remote exposes and what its entry in the shell's
// runtime manifest of remotes says. Types only, versioned with the core: a remote built against another major of
// the core is refused by the federation runtime (the core is a strict singleton) and its area shows its fallback.
import type { ComponentType } from 'react';

/** Who may enter a prefix: everyone, a signed-in reader, an administrator. */
export type RemoteGuard = 'anyone' | 'signed-in' | 'admin';

/** Where a navigation entry goes: the main bar, the signed-in reader's links, the admin menu. */
export type NavSlot = 'main' | 'account' | 'admin';

/** One navigation entry of a remote (its `nav` module, or its manifest entry's fallback). */
export interface RemoteNavItem {
  /** A path ('/books'), or a link within the remote's area ('' is the area, 'new' a page under it): moves with it. */
  to: string;
  label: string;
  /** Active only on this exact path. */
  end?: boolean;
  /** Default: the slot of the first entry of the remote's fallback navigation (its manifest entry), else `main`. */
  slot?: NavSlot;
}

/** What a remote's exposed `App` module renders: its nested `<Routes>`, relative to `basePath`, where it is mounted. */
export interface RemoteAppProps {
  basePath: string;
}

/** A remote's exposed `./App`; `ready` is what its first render of the current page needs. */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
  ready?: Promise<unknown>;
}

/** A remote's exposed `./nav`: its navigation entries, and components for the signed-in navbar. */
export interface RemoteNavModule {
  nav?: RemoteNavItem[];
  navWidgets?: ComponentType[];
}

/** A URL prefix a remote owns (longest match wins across remotes) and who may enter it. */
export interface RemoteRoute {
  prefix: string;
  guard: RemoteGuard;
}

/**
 * A remote's area as its deployment describes it (published beside its files as `area.json`): its federation name,
 * its prefixes, its fallback navigation, its error label and the landing pages the shell may keep and paint first.
 */
export interface RemoteArea {
  name: string;
  routes: RemoteRoute[];
  /** Across remotes, a slot lists the remotes' entries by this order (lowest first). */
  order: number;
  nav: RemoteNavItem[];
  /** The error screen's subject, e.g. "The admin area". */
  errorLabel: string;
  landingPages: string[];
}

/** One remote's entry in the shell's manifest: its area and where its `mf-manifest.json` is deployed. */
export interface RemoteManifestEntry extends Omit<RemoteArea, 'name'> {
  entry: string;
}

/** The shell's runtime manifest of remotes (`module-federation.manifest.json`), by federation name. */
export type RemotesManifest = Record<string, RemoteManifestEntry>;
