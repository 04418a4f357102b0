import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { landingPages } from './remotes/manifest';
import { remotesStore } from './remotes/remotes-store';

/**
 * The wrapper of the static first paint inside #root (React's first render replaces it). Its CSS (shell.css) hides
 * what depends on the session (`data-session`), so a signed-in reader never sees the anonymous variant flash.
 */
export const FIRST_PAINT_CLASS = 'shell-first-paint';

/**
 * Where the page goes in the frame: the server puts the remote's first paint of the URL there. render.js writes it
 * into first-paint.json (`pageSlot`), where the server reads it.
 */
export const PAGE_SLOT = '<!--first-paint-page-->';

function PageSlot() {
  return <template data-first-paint-page="" />;
}

/** The shell's frame (skip link, navbar, empty main, footer) as its first render shows it for an anonymous visitor. */
function ShellFrame() {
  return (
    <div className={FIRST_PAINT_CLASS}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<PageSlot />} />
        </Route>
      </Routes>
    </div>
  );
}

/**
 * The shell's first paint, rendered at build time (edge/src/first-paint/build.ts) with the manifest of remotes the
 * build deploys (`prepare`): one frame per landing page the remotes declare (its navbar's active link), and `*` (no
 * active link) for any other page.
 */
export const firstPaint = {
  App: ShellFrame,
  paths: ['*'],
  /** Reads the manifest of remotes: the navbar's entries (their fallback) and the landing pages. */
  prepare(manifest: unknown) {
    remotesStore.set(manifest);
    this.paths = [...landingPages(remotesStore.remotes() ?? []), '*'];
  },
  pageSlot: PAGE_SLOT,
  /** The page slot as the server finds it: a comment (the markup of an empty <template> could be a page's own). */
  finish(html: string) {
    const slot = '<template data-first-paint-page=""></template>';
    if (html.split(slot).length !== 2) throw new Error('the shell frame has no single page slot');
    return html.replace(slot, PAGE_SLOT);
  },
};
