// What the shell's service worker (service-worker.ts) keeps, and under which key. Shared with the page that
// registers it (register.ts), and tested on its own (pages.spec.ts).

/** Where the service worker is served: a fixed URL at the site's root (its scope), so a release replaces it in place. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** The Cache Storage cache of the pages' documents; a new name (a new format) drops the old cache on activation. */
export const PAGE_CACHE = 'booknook-pages-v1';

/**
 * The worker's URL for these landing pages, whose HTML a returning visitor is shown from the cache at once, while the
 * worker asks the server for the current one: those the remotes' manifest entries declare (`landingPages`), given to
 * the worker in its URL so it knows them as it starts, without a request (another list is another worker, which the
 * browser installs in place). Their HTML is the same for every visitor with the same cookies: no session, no private
 * reader, no draft (an entity's page, with its status, head and visibility, always comes from the server).
 */
export function serviceWorkerUrl(pages: string[]): string {
  const query = new URLSearchParams(pages.map((page) => ['page', page]));
  return `${SERVICE_WORKER_URL}?${query}`;
}

/** The landing pages a worker registered at `url` (serviceWorkerUrl) keeps. */
export const landingPagesOf = (url: string): string[] => new URL(url).searchParams.getAll('page');

/** How many documents the cache keeps at most (a few cookie jars of each landing page). */
export const MAX_ENTRIES = 32;

/**
 * How old a kept page may be and still be shown: older, the visitor waits for the server. The page's own reads
 * replace its data within its first second either way; this bounds what its first paint can show.
 */
export const MAX_AGE_SECONDS = 24 * 60 * 60;

/** Whether `url` (a navigation's) is one of the landing `pages` the worker keeps: the same origin, the exact path, no query. */
export function isCachedPage(url: URL, origin: string, pages: string[]): boolean {
  return url.origin === origin && url.search === '' && pages.includes(url.pathname);
}

/**
 * The cache key of a page's document for a visitor with these cookies: the server paints some pages differently for
 * a cookie (the catalogue's list view), so a document is reused only for the cookies it was sent for, as an HTTP
 * cache would with `Vary: Cookie`.
 */
export function pageKey(url: URL, cookies: { name?: string; value?: string }[]): string {
  const jar = cookies
    .map(({ name, value }) => `${name}=${value}`)
    .sort()
    .join('; ');
  return `${url.origin}${url.pathname}?cookies=${encodeURIComponent(jar)}`;
}
