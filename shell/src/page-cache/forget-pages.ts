import { useSession } from '@book/core';

/**
 * Empties the page cache's Cache Storage (every cache of the shell's origin: only the service worker keeps any)
 * whenever the signed-in account changes on this tab (a sign-out, a sign-in, another account, a 401): what was kept
 * while one account used the browser is never shown to the next. A profile change or a token renewal keeps the
 * account, and the pages. Returns the unsubscribe.
 */
export function forgetPagesOnAccountChange(): () => void {
  return useSession.subscribe((now, before) => {
    if ((now.user?._id ?? null) === (before.user?._id ?? null) || !('caches' in globalThis)) return;
    void caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .catch(() => undefined);
  });
}
