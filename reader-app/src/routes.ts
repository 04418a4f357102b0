import manifest from './routes.manifest.json';

/**
 * What the reader's deployment knows of a route pattern (routes.manifest.json, published beside mf-manifest.json):
 * - `page`: the `import()` request of its lazy page, when visitors land on it: the page's files are preloaded with the
 *   HTML (route-chunks.json) and its code loads with the remote (remote-entry.tsx LANDING_PAGES, keyed by pattern);
 * - `reads`: the API reads it starts with at its default URL, preloaded with the HTML (route-data.json);
 * - `images`: the read whose answer names its first images (`images`: where; `first`: how many), preloaded with the HTML
 *   at high priority (route-images.json);
 * - `paint`: how its first paint is made: at build time with every read pending (`build`), by the deployment with its
 *   data every few seconds (`live`), by its edge per request (`request`); none without;
 * - `head`: the kind of page (book, author, series, reader) whose status and head (title, previews, JSON-LD) the edge renders.
 * reader-app/src/route-data.spec.tsx keeps the reads and images true; remote-entry.spec.tsx the pages.
 */
export interface RouteEntry {
  page?: string;
  reads?: string[];
  images?: { read: string; images: string; first: number };
  paint?: 'build' | 'live' | 'request';
  head?: 'book' | 'author' | 'series' | 'reader';
}

export const ROUTES: Record<string, RouteEntry> = manifest as Record<string, RouteEntry>;

/** The patterns whose first paint is made `how`. */
export const paintedRoutes = (how: NonNullable<RouteEntry['paint']>) =>
  Object.keys(ROUTES).filter((pattern) => ROUTES[pattern].paint === how);

/** The patterns of the pages visitors land on (their code and first reads start with the remote). */
export const landingRoutes = () => Object.keys(ROUTES).filter((pattern) => ROUTES[pattern].page);
