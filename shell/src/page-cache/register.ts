import { SERVICE_WORKER_URL } from './pages';

/**
 * Registers the shell's service worker (service-worker.ts) once the page has loaded, so it never competes with the
 * first visit's own requests. Production builds only: the development servers serve every file fresh. A browser
 * without service workers, or a failed registration, leaves the site as it is: every page from the server.
 */
export function registerPageCache(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((err) => console.warn('No page cache:', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
