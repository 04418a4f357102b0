/// <reference lib="webworker" />
// The shell's service worker: a returning visitor's landing pages (pages.ts) come from the Cache Storage at once,
// without the round trip their revalidation costs on a phone's network, while the worker asks the server for the
// current document in the background for the next visit (stale-while-revalidate). Everything else (the API, scripts,
// images, other pages) goes to the network without starting the worker (static routes, where the browser has them).
// What a kept page's HTML can be behind: the shell's release and the data of its first paint, by one visit (at most
// MAX_AGE_SECONDS). A remote's release is not: the shell reads the remotes' manifest from the network at every start.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isCachedPage, landingPagesOf, MAX_AGE_SECONDS, MAX_ENTRIES, PAGE_CACHE, pageKey } from './pages';

interface RouterCondition {
  requestMode?: RequestMode;
  urlPattern?: { pathname?: string; search?: string };
  or?: RouterCondition[];
  not?: RouterCondition;
}
/** The static routing API (Chromium): rules the browser applies before, or without, starting the worker. */
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?(rules: { condition: RouterCondition; source: 'network' | 'fetch-event' }[]): Promise<void>;
}

declare const self: ServiceWorkerGlobalScope;
/**
 * Without a cookie store in workers (Firefox, Safari) the worker cannot tell which page a visitor's cookies ask for:
 * it keeps no page there, and the network decides.
 */
const keepsPages = 'cookieStore' in self;
/** The landing pages the remotes' manifest entries declare, as the page registered the worker with them. */
const LANDING_PAGES = landingPagesOf(self.location.href);

const pages = new StaleWhileRevalidate({
  cacheName: PAGE_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    // A page's document as the server meant it for everyone: never an error, a redirect or a status page.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxAgeSeconds: MAX_AGE_SECONDS, maxEntries: MAX_ENTRIES }),
    {
      // The page per cookies: a visitor who chose the catalogue's list view never gets the grid's paint.
      cacheKeyWillBeUsed: async ({ request }) => pageKey(new URL(request.url), await self.cookieStore.getAll()),
    },
  ],
});

self.addEventListener('install', (event: InstallEventWithRoutes) => {
  void self.skipWaiting();
  // The landing pages' navigations reach the fetch handler below; every other request goes to the network without
  // it, so the API, the scripts and the images never wait for the worker to start.
  const landingPages = LANDING_PAGES.map((pathname) => ({
    requestMode: 'navigate' as const,
    urlPattern: { pathname, search: '' },
  }));
  event.waitUntil(
    (
      event.addRoutes?.([
        { condition: { or: landingPages }, source: 'fetch-event' },
        { condition: { requestMode: 'navigate' }, source: 'network' },
        { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
      ]) ?? Promise.resolve()
    ).catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== PAGE_CACHE) await caches.delete(name);
      // The page that registered the worker was loaded without it: keep it now, so its next visit is served from
      // the cache rather than only the visit after.
      if (!keepsPages) return;
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(
        open
          .filter((client) => isCachedPage(new URL(client.url), self.location.origin, LANDING_PAGES))
          .map((client) => pages.handle({ event, request: client.url }).catch(() => undefined)),
      );
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (
    request.mode !== 'navigate' ||
    !keepsPages ||
    !isCachedPage(new URL(request.url), self.location.origin, LANDING_PAGES)
  )
    return;
  event.respondWith(pages.handle({ event, request }));
});
