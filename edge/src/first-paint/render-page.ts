// One page of an app's first paint rendered to markup, the same way at build time (build.ts) and by a remote's
// deployment per request (live.ts): the app's App at that location in a memory router, then its last touch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstPaintModule } from './first-paint-module';

interface Rendering {
  createElement: typeof import('react').createElement;
  renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
  MemoryRouter: typeof import('react-router').MemoryRouter;
}
let rendering: Rendering | undefined;

/**
 * React, its server renderer and the memory router, required on first use rather than when the edge loads: which of
 * React's builds Node loads is decided then, by NODE_ENV (a live renderer asks for the production build: live.ts).
 */
export function loadRendering(): Rendering {
  /* eslint-disable @typescript-eslint/no-require-imports */
  rendering ??= {
    createElement: require('react').createElement,
    renderToStaticMarkup: require('react-dom/server').renderToStaticMarkup,
    MemoryRouter: require('react-router').MemoryRouter,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return rendering;
}

export function renderPage(firstPaint: Pick<FirstPaintModule, 'App' | 'finish'>, location: string): string {
  const { createElement, renderToStaticMarkup, MemoryRouter } = loadRendering();
  return firstPaint.finish(
    renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [location] }, createElement(firstPaint.App))),
  );
}

interface FederationManifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
}

/** The built stylesheets a remote's page at `path` needs (relative to its URL): its App's and the page's own. */
export function remoteStylesheets(dist: string, path: string): string[] {
  const { exposes } = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const app = exposes.filter((e) => e.path === './App').flatMap((e) => e.assets.css?.sync ?? []);
  const routes = JSON.parse(readFileSync(join(dist, 'route-chunks.json'), 'utf8')) as Record<string, string[]>;
  const page = routes[path] ?? [];
  return [...new Set([...app, ...page.filter((file) => file.endsWith('.css'))])];
}
