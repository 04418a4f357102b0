// One page of an app's first paint rendered to markup, the same way at build time (build.ts) and by a remote's
// deployment per request (live.ts): the app's App at that location in a memory router, then its last touch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { FirstPaintModule } from './first-paint-module';

export function renderPage(firstPaint: Pick<FirstPaintModule, 'App' | 'finish'>, location: string): string {
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
