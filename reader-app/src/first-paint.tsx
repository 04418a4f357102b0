import { configureApiClient } from '@book/core';
import { firstPaintDataBlock } from './common/first-paint-data';
import { queryClient } from './common/query-client';
import { LIST_VIEW_COOKIE } from './features/books/catalogue-view';
import ReaderApp, { preloadLandingPage } from './remote-entry';
import { paintedRoutes } from './routes';

/** The requests a live page's paint would not suit (cookie name=value): it would not show what the page shows. */
const UNLESS_COOKIE: Record<string, string> = { '/books': LIST_VIEW_COOKIE };

/**
 * The reader remote's first paint: its real App rendered with react-dom/server for an anonymous visitor, what its
 * first client render shows. The shell's deployment puts it into the page's HTML (the edge: edge/src/shell-document/),
 * so it paints before any script runs. Which pages are painted, and how, is routes.manifest.json's `paint`:
 * - `paths` (`build`): rendered at build time (edge/src/first-paint/build.ts) with every read pending: pages whose
 *   first screen means something before their data, the home page (its hero is its LCP).
 * - `live`: rendered by the remote's deployment with their data (edge/src/first-paint/live.ts, from this module built
 *   for Node: reader-app/webpack.server.config.js), again at most every few seconds (`live`): the catalogue, whose LCP
 *   is a cover; and per request (`request`), a book's and an author's page.
 *   The answers come with the markup (`data`), so the first client render shows the same books.
 */
export const firstPaint = {
  App: ReaderApp,
  paths: paintedRoutes('build'),
  /** The page's code must be loaded for the render to show it rather than its loader. */
  ready: (path: string) => preloadLandingPage(path) ?? Promise.resolve(),
  /**
   * The markup without the marks of a running remote (its release, the session it sees): a static paint must not
   * claim them. They change nothing on screen, and React's first render puts them back.
   */
  finish: (html: string) => html.replace(/ data-(remote|remote-version|session-user)="[^"]*"/g, ''),
  live: {
    /**
     * The pages, each with the cookie (name=value), if any, whose request must not get the paint: it would not show
     * what the page shows.
     */
    pages: Object.fromEntries(
      paintedRoutes('live').map((path) => [path, UNLESS_COOKIE[path] ? { unlessCookie: UNLESS_COOKIE[path] } : {}]),
    ) as Record<string, { unlessCookie?: string }>,
    /**
     * The pages with a parameter that the deployment's edge paints per request, with their data
     * (edge/src/remote-edge/reader-app.ts): where readers arrive from search engines and shared links. A book's LCP
     * is its cover, an author's their biography: both wait for a read the page's code would only start once loaded.
     */
    routes: paintedRoutes('request'),
    /**
     * Before a render: the page's code and its first reads, as a visitor, from the API at `apiBase` (e.g.
     * `http://api.internal/api`) into an emptied cache. Rejects when a read failed: no paint is better than one of
     * an error the page may not have.
     */
    async load(path: string, apiBase: string): Promise<void> {
      configureApiClient({ baseUrl: apiBase });
      queryClient.clear();
      // A failed read fails the paint at once (the page's own reads in the browser retry); no garbage-collection
      // timers (the next render empties the cache), which would keep a server process from exiting for minutes.
      const defaults = queryClient.getDefaultOptions();
      queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, gcTime: Infinity } });
      await firstPaint.ready(path);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error');
      if (failed) throw failed.state.error;
      // The deployment reuses a render for a few seconds: the answers go out stale, so the client shows them at once
      // and reads them again behind them (a book added meanwhile appears), and this render shows what its first
      // render shows (a read about to start: aria-busy).
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },
    /** Goes after the page's markup: the answers it was rendered with (common/first-paint-data.ts). */
    data: () => firstPaintDataBlock(queryClient),
  },
};
