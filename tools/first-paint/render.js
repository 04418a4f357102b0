// Build step of the shell and the reader remote (after webpack, in their Nx build targets): renders the app's first
// paint (its src/first-paint.tsx: the component, the paths, what to wait for and a last touch of the markup) with
// react-dom/server for an anonymous visitor, every read pending, and writes it as dist/<project>/first-paint.json:
// { pages: { <path>: { html, css } }, pageSlot? }, `css` being the built stylesheets that markup needs (relative to
// the app's own URL), `pageSlot` (the shell's) the marker in its frames where a remote's page goes. The shell's
// deployment assembles the page's HTML from the shell's frame and the remote's page (tools/lib/static-server.mjs), as
// an edge include would.
// The TSX runs in Node through @swc-node/register with the app's tsconfig (its path aliases); styles are the built
// files, so CSS imports are ignored here.
//   node tools/first-paint/render.js <project>
const { readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '../..');
const project = process.argv[2];
if (!project) throw new Error('usage: node tools/first-paint/render.js <project>');
const dist = join(root, 'dist', project);

process.env.NODE_ENV = 'production';
process.env.SWC_NODE_PROJECT = join(root, project, 'tsconfig.json');
require('@swc-node/register');
require.extensions['.css'] = () => undefined;
// The globals the app's code reads, as its webpack build defines them.
const { appBuild, appDefines } = require('../webpack/create-config');
for (const [name, value] of Object.entries(
  appDefines(project, appBuild({ project }, { mode: 'production' }).version, new Date().toISOString()),
)) {
  globalThis[name] = JSON.parse(value);
}

const { renderPage, remoteStylesheets } = require('./render-page');

/** A URL no link of the app points to: the location of the `*` path (any other page). */
const OTHER_PAGE = '/first-paint-of-any-other-page';

/** The stylesheets a page's markup needs: the shell's first render (its index.html preloads them), a remote's App and page. */
function stylesheets(path) {
  if (project === 'shell') {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    return [...html.matchAll(/<link\b[^>]*\bas=["']?style\b[^>]*>/g)].map(([tag]) =>
      /\bhref=["']?([^"' >]+)/.exec(tag)[1].replace(/^\//, ''),
    );
  }
  return remoteStylesheets(dist, path);
}

async function main() {
  const { firstPaint } = require(join(root, project, 'src/first-paint.tsx'));
  const pages = {};
  for (const path of firstPaint.paths) {
    const location = path === '*' ? OTHER_PAGE : path;
    await firstPaint.ready?.(location);
    const html = renderPage(firstPaint, location);
    pages[path] = { html, css: stylesheets(path) };
  }
  const { pageSlot } = firstPaint;
  writeFileSync(join(dist, 'first-paint.json'), JSON.stringify({ pages, ...(pageSlot ? { pageSlot } : {}) }));
  console.log(`${project}: first paint of ${Object.keys(pages).join(', ')} -> dist/${project}/first-paint.json`);
}

// Exits when done: the app's modules keep timers of a running page (e.g. the query cache's garbage collection).
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
