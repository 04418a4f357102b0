// One page of an app's first paint rendered to markup, the same way at build time (render.js) and by a remote's
// deployment per request (live.js): the app's App at that location in a memory router, then its last touch.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const { MemoryRouter } = require('react-router');

/** @param {{ App: import('react').ComponentType, finish(html: string): string }} firstPaint  the app's (src/first-paint.tsx) */
function renderPage(firstPaint, location) {
  return firstPaint.finish(
    renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [location] }, createElement(firstPaint.App))),
  );
}

/** The built stylesheets a remote's page at `path` needs (relative to its URL): its App's and the page's own. */
function remoteStylesheets(dist, path) {
  const { exposes } = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const app = exposes.filter((e) => e.path === './App').flatMap((e) => e.assets.css?.sync ?? []);
  const page = JSON.parse(readFileSync(join(dist, 'route-chunks.json'), 'utf8'))[path] ?? [];
  return [...new Set([...app, ...page.filter((file) => file.endsWith('.css'))])];
}

module.exports = { renderPage, remoteStylesheets };
