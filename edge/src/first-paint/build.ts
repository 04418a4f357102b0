// Build step of the shell and the reader remote (after webpack, in their Nx build targets): renders the app's first
// paint (its src/first-paint.tsx: the component, the paths, what to wait for and a last touch of the markup) with
// react-dom/server for an anonymous visitor, every read pending, and writes it as dist/<project>/first-paint.json:
// { pages: { <path>: { html, css } }, pageSlot? }, `css` being the built stylesheets that markup needs (relative to
// the app's own URL), `pageSlot` (the shell's) the marker in its frames where a remote's page goes. The shell's
// deployment assembles the page's HTML from the shell's frame and the remote's page (shell-document/), as an edge
// include would. Run by edge/first-paint.js, which loads the app's TSX with its own tsconfig (its path aliases).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstPaintFile, FirstPaintModule } from './first-paint-module';
import { remoteStylesheets, renderPage } from './render-page';

/** A URL no link of the app points to: the location of the `*` path (any other page). */
const OTHER_PAGE = '/first-paint-of-any-other-page';

/**
 * The stylesheets a page's markup needs: the shell's first render (its index.html preloads them), a remote's App and
 * page.
 */
function stylesheets(project: string, dist: string, path: string): string[] {
  if (project === 'shell') {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    return [...html.matchAll(/<link\b[^>]*\bas=["']?style\b[^>]*>/g)].map(([tag]) =>
      (/\bhref=["']?([^"' >]+)/.exec(tag) as RegExpExecArray)[1].replace(/^\//, ''),
    );
  }
  return remoteStylesheets(dist, path);
}

/** Writes dist/<project>/first-paint.json from `firstPaint`, the app's module; returns the paths it painted. */
export async function buildFirstPaint(project: string, dist: string, firstPaint: FirstPaintModule): Promise<string[]> {
  const pages: NonNullable<FirstPaintFile['pages']> = {};
  const manifest = join(dist, 'module-federation.manifest.json');
  if (firstPaint.prepare && existsSync(manifest)) firstPaint.prepare(JSON.parse(readFileSync(manifest, 'utf8')));
  for (const path of firstPaint.paths) {
    const location = path === '*' ? OTHER_PAGE : path;
    await firstPaint.ready?.(location);
    const html = renderPage(firstPaint, location);
    pages[path] = { html, css: stylesheets(project, dist, path) };
  }
  const { pageSlot } = firstPaint;
  const file: FirstPaintFile = { pages, ...(pageSlot ? { pageSlot } : {}) };
  writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(file));
  return Object.keys(pages);
}
