// What Module Federation did in a page: the share scope (window.__FEDERATION__), and which copies of the
// shared libraries the page actually downloaded.
import type { Page, Response } from 'playwright-core';

// The router is shared once, as react-router-dom (the subset the apps use, tools/webpack/shared-router.mjs).
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@book/core'] as const;
export type Singleton = (typeof SINGLETONS)[number];

/** For each shared package (the singletons unless `names`): the distinct providers ("from@version") whose copy was loaded in the page. */
export async function loadedShareProviders(
  page: Page,
  names: readonly string[] = SINGLETONS,
): Promise<Record<string, string[]>> {
  return page.evaluate(
    (names) => {
      type Entry = { from: string; version: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
      const fed = (
        window as unknown as {
          __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__;
      const out: Record<string, string[]> = {};
      for (const name of names) out[name] = [];
      if (!fed) return out;
      for (const scopes of Object.values(fed.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const name of names) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              if (!entry.loaded && !entry.lib) continue;
              const key = `${entry.from}@${version}`;
              if (!out[name].includes(key)) out[name].push(key);
            }
          }
        }
      }
      return out;
    },
    [...names],
  );
}

/** The federated instances (host and remotes) that are running in the page. */
export async function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fed = (window as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }).__FEDERATION__;
    return [...new Set((fed?.__INSTANCES__ ?? []).map((i) => i.name))];
  });
}

interface MfManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Absolute URL of every chunk an app's mf-manifest.json lists for a shared package → that package. */
export async function sharedChunkMap(origins: string[]): Promise<Map<string, { pkg: string; origin: string }[]>> {
  const map = new Map<string, { pkg: string; origin: string }[]>();
  for (const origin of origins) {
    const res = await fetch(`${origin}/mf-manifest.json`);
    if (!res.ok) throw new Error(`${origin}/mf-manifest.json: ${res.status}`);
    const manifest = (await res.json()) as MfManifest;
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(file, `${origin}/`).href;
        map.set(url, [...(map.get(url) ?? []), { pkg: shared.name, origin }]);
      }
    }
  }
  return map;
}

/**
 * Text that exists once in each library's production code (string literals survive minification), so a file
 * that contains it carries a copy of that library. react/jsx-runtime is not React (it has no state, no hooks).
 */
export const LIBRARY_MARKERS: Record<string, RegExp> = {
  react: /takes an object of state variables to update or a function which returns an object of state variables/,
  'react-dom': /__reactFiber\$/,
  'react-router': /may be used only in the context of a <Router> component/,
  zustand: /createStore:\(\)=>[\w$]+,useStore:\(\)=>/,
  '@book/core (session store)': /name="ApiError"/,
};

/** Collects every JavaScript response of a page from now on. */
export function recordScripts(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('response', (r: Response) => {
    const type = r.request().resourceType();
    if ((type === 'script' || /\.m?js(\?|$)/.test(r.url())) && !seen.urls.includes(r.url())) seen.urls.push(r.url());
  });
  return seen;
}

/** For each library marker, the loaded scripts that contain a copy of it. */
export async function libraryCopies(urls: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(LIBRARY_MARKERS)) out[name] = [];
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) continue;
    const body = await res.text();
    for (const [name, marker] of Object.entries(LIBRARY_MARKERS)) if (marker.test(body)) out[name].push(url);
  }
  return out;
}

/** For each shared package, from which origins the page downloaded its chunks (per the apps' mf-manifest.json). */
export function sharedOrigins(
  urls: string[],
  map: Map<string, { pkg: string; origin: string }[]>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const url of urls) {
    for (const { pkg, origin } of map.get(url.split('?')[0]) ?? []) {
      out[pkg] = out[pkg] ?? [];
      if (!out[pkg].includes(origin)) out[pkg].push(origin);
    }
  }
  return out;
}

/** Navigates inside the single-page app (no reload): clicks a link to `path` if one is visible, else uses history. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if (await link.count()) await link.click();
  else {
    await page.evaluate((p) => {
      window.history.pushState(
        { usr: null, key: `e2e${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 },
        '',
        p,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
  }
  await page.waitForURL((u) => u.pathname === path, { timeout: 10000 }).catch(() => undefined);
}

/** Runs `fn` with the one session store of the page (from the @book/core singleton in the share scope). */
export async function withSessionStore<T>(page: Page, fn: string): Promise<T> {
  return page.evaluate((source) => {
    type Entry = { loaded?: boolean; lib?: () => Record<string, unknown> };
    const fed = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const libs = new Set<Record<string, unknown>>();
    for (const scopes of Object.values(fed.__SHARE__))
      for (const packages of Object.values(scopes))
        for (const entry of Object.values(packages['@book/core'] ?? {})) if (entry.lib) libs.add(entry.lib());
    const stores = [...new Set([...libs].map((l) => l.useSession))];
    if (stores.length !== 1) throw new Error(`expected one session store in the share scope, found ${stores.length}`);
    return new Function('useSession', `return (${source})(useSession)`)(stores[0]) as T;
  }, fn);
}
