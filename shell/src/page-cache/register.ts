import { forgetPagesOnAccountChange } from './forget-pages';
import { PAGE_CACHE, serviceWorkerUrl } from './pages';

/**
 * Registers the shell's service worker (service-worker.ts) for the landing `pages` (the manifest of remotes') once the
 * page has loaded, so it never competes with the
 * first visit's own requests. A browser without service workers, or a failed registration, leaves the site as it
 * is: every page from the server. Development builds register none, and remove one a production build registered on
 * the same port (`npm start`, then `npm run dev`), with the pages it kept: a development server's pages come fresh.
 * Pages kept while one account used the browser are forgotten when it signs out or another signs in.
 */
export function registerPageCache(pages: Promise<string[]>): void {
  pages.catch(() => undefined); // without the manifest of remotes, no worker (and nothing to report twice)
  if (!('serviceWorker' in navigator)) return;
  forgetPagesOnAccountChange();
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all([...registrations.map((r) => r.unregister()), caches.delete(PAGE_CACHE)]));
    return;
  }
  const register = () =>
    pages
      .then((kept) => navigator.serviceWorker.register(serviceWorkerUrl(kept)))
      .catch((err) => console.warn('No page cache:', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
