import ReaderApp, { preloadLandingPage } from './remote-entry';

/**
 * The reader remote's first paint, rendered at build time (tools/first-paint/render.js) from its real App at each of
 * these paths, for an anonymous visitor with every read pending: what its first client render shows. Only pages whose
 * first screen means something before their data: the home page (its hero is its LCP). The shell's deployment puts
 * it into the page's HTML (tools/lib/static-server.mjs), so it paints before any script runs.
 */
export const firstPaint = {
  App: ReaderApp,
  paths: ['/'],
  /** The page's code must be loaded for the render to show it rather than its loader. */
  ready: (path: string) => preloadLandingPage(path) ?? Promise.resolve(),
  /**
   * The markup without the marks of a running remote (its release, the session it sees): a static paint must not
   * claim them. They change nothing on screen, and React's first render puts them back.
   */
  finish: (html: string) => html.replace(/ data-(remote|remote-version|session-user)="[^"]*"/g, ''),
};
