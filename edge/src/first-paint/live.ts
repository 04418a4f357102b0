// A remote's deployment renders the pages of its first paint that show data (`firstPaint.live` of its
// src/first-paint.tsx, built for Node by its webpack.server.config.js) with that data, as an edge function would:
// per request for its first-paint.json, again at most every TTL_MS, one render at a time. Its edge
// (remote-edge/) renders the pages with a parameter (a book, an author) the same way, per request. Used by the static
// origin (`livePaint`); the shell's deployment puts the page into the HTML it sends.
import { LRUCache } from 'lru-cache';
import type { FirstPaintModule, LivePaint, PaintedPage } from './first-paint-module';
import { loadRendering, remoteStylesheets, renderPage } from './render-page';

/** How long a rendered page is reused: a visitor sees books at most this much older than the API's answer. */
const TTL_MS = 5000;
/** A page is no longer worth painting once the client would read its data again (its cache's freshness, 30 s). */
const VALID_MS = 30_000;
/** The page's reads must answer within this: a slow API costs the page its paint, never its HTML. */
const LOAD_TIMEOUT_MS = 3000;
/**
 * How long an answer waits for a render: less than the shell's server waits for first-paint.json (2 s), so a slow
 * API never costs the built pages theirs. A render that takes longer goes on, for the next answer.
 */
const ANSWER_WAIT_MS = 1000;

/** The app's Node build, its browser build (for the stylesheets) and the API's base URL (http://127.0.0.1:3000/api). */
export interface PaintOptions {
  module: string;
  dist: string;
  apiBase: string;
}

export interface PageRenderer {
  firstPaint: FirstPaintModule & { live: LivePaint };
  /** `route`: the page's entry in route-chunks.json (its path, or its pattern such as /books/:id). */
  render(path: string, route?: string): Promise<{ html: string; css: string[] }>;
}

/**
 * Requires a deployment's Node build, and React for it, with React's production build, as that build was made for.
 * NODE_ENV picks React's build when React is first required, so it is "production" for these requires only and is
 * then as it was: this process starts other programs (the API, in `npm start`) that must not inherit it.
 */
function requireWithProductionReact<T>(module: string): T {
  const launched = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    loadRendering();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the deployment's build, named at run time
    return require(module) as T;
  } finally {
    if (launched === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = launched;
  }
}

/** One renderer per app's Node build: the app has one query cache, so every render of it takes its turn. */
const renderers = new Map<string, PageRenderer>();

/**
 * A page of the app rendered with its data, as a visitor sees it: its first reads from the API into the app's emptied
 * cache (`firstPaint.live.load`), then its markup with those answers after it. Rejects when a read failed or took
 * over LOAD_TIMEOUT_MS.
 */
export function pageRenderer({ module, dist, apiBase }: PaintOptions): PageRenderer {
  const key = JSON.stringify([module, dist, apiBase]);
  const known = renderers.get(key);
  if (known) return known;
  const { firstPaint } = requireWithProductionReact<{ firstPaint: PageRenderer['firstPaint'] }>(module);
  // The stylesheets of the build this module came from, read once like the module (a redeploy restarts the process).
  const css = new Map<string, string[]>();
  const stylesheets = (route: string) => {
    if (!css.has(route)) css.set(route, remoteStylesheets(dist, route));
    return css.get(route) as string[];
  };
  let turn: Promise<unknown> = Promise.resolve();
  const render = (path: string, route = path) => {
    const run = turn.then(async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () => reject(new Error(`reads of ${path} took over ${LOAD_TIMEOUT_MS} ms`)),
            LOAD_TIMEOUT_MS,
          )),
      );
      try {
        await Promise.race([firstPaint.live.load(path, apiBase), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return { html: renderPage(firstPaint, path) + firstPaint.live.data(), css: stylesheets(route) };
    });
    turn = run.catch(() => undefined);
    return run;
  };
  const renderer = { firstPaint, render };
  renderers.set(key, renderer);
  return renderer;
}

/**
 * The live pages rendered now or in the last TTL_MS; a page whose reads failed, or still running after
 * ANSWER_WAIT_MS, is left out.
 */
export function createLivePages(options: PaintOptions): () => Promise<Record<string, PaintedPage>> {
  const { firstPaint, render } = pageRenderer(options);
  const paint = async (path: string): Promise<PaintedPage> => {
    const { unlessCookie } = firstPaint.live.pages[path];
    const page = await render(path);
    return { ...page, withData: true, expiresAt: Date.now() + VALID_MS, ...(unlessCookie ? { unlessCookie } : {}) };
  };
  // Concurrent requests share one render; a failed one is not kept (the next request tries again).
  const pages = new LRUCache<string, PaintedPage>({
    max: 16,
    ttl: TTL_MS,
    fetchMethod: (path) => paint(path).catch(() => undefined),
  });
  const notYet = () =>
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ANSWER_WAIT_MS).unref());
  return async () => {
    const rendered = await Promise.all(
      Object.keys(firstPaint.live.pages).map(
        async (path) => [path, await Promise.race([pages.fetch(path), notYet()])] as const,
      ),
    );
    return Object.fromEntries(rendered.filter((entry): entry is [string, PaintedPage] => Boolean(entry[1])));
  };
}
