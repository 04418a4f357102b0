import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@book/core';
import { App } from './app/App';
import { checkSessionOnce } from './app/SessionManager';
import { landingPages, matchRoute } from './remotes/manifest';
import { ensureRemotesRegistered } from './remotes/remote-registry';
import { preloadRemote } from './remotes/RemoteSlot';
import { keepEarlyInput } from './early-input';
import { FIRST_PAINT_CLASS } from './first-paint';
import { registerPageCache } from './page-cache/register';
import { documentFromServiceWorker, dropSupersededStylesheets } from './page-cache/superseded-stylesheets';

/**
 * How long a visitor's first render waits for the remote the URL shows. When its App is there in time (the usual
 * case: its files come with the HTML), the layout and the page show in one render, layout and paint, instead of the
 * layout with a spinner first and the page one render, layout and paint later; a remote that is slower, or down, gets
 * the layout rendered at this bound as before (with its spinner, then its page or its fallback). A saved session
 * renders at once: its check (GET /auth/me, started by the first render, which registers the 401 redirect first)
 * runs while the remote loads, as before.
 */
const FIRST_RENDER_WAIT_MS = 600;

/**
 * With a static first paint of the page (the server put the remote's markup into the HTML: first-paint.tsx), the
 * page is already on screen: a render of the layout with a spinner in its place would blank it. The first render
 * then waits for the remote (and a saved session's check) up to this longer bound (both usually come well before).
 */
const STATIC_PAGE_WAIT_MS = 4000;

// Read the manifest of remotes and start loading the remote this URL needs while the shell's code runs.
const path = window.location.pathname;
const inLayout = path !== '/login' && path !== '/register';
const remote = ensureRemotesRegistered().then(
  (remotes) => (inLayout ? (matchRoute(remotes, path)?.remote ?? null) : null),
  (err: unknown) => (console.error('Remote manifest unavailable', err), null),
);
const remoteReady = remote.then((owner) => (owner?.entry ? preloadRemote(owner.name) : undefined));
const checkingSession = useSession.getState().status === 'checking';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const staticPage = document.querySelector(`.${FIRST_PAINT_CLASS} main > *`) !== null;
const bounded = (ready: Promise<unknown>, ms: number) =>
  Promise.race([ready, new Promise((resolve) => setTimeout(resolve, ms))]);
if (inLayout && staticPage) {
  // The page is on screen: the first render waits for what it needs to show it rather than a spinner, the remote
  // and, for a saved session, its check (started here; a 401 then reloads to /login instead of navigating there).
  // Meanwhile what the reader types or presses on it is kept for the live page (early-input.ts).
  const handOverEarlyInput = keepEarlyInput(document.querySelector(`.${FIRST_PAINT_CLASS}`)!);
  void bounded(Promise.all([remoteReady, checkingSession ? checkSessionOnce() : null]), STATIC_PAGE_WAIT_MS).then(
    () => {
      render();
      handOverEarlyInput();
    },
  );
} else if (inLayout && !checkingSession) void bounded(remoteReady, FIRST_RENDER_WAIT_MS).then(render);
else render();
registerPageCache(ensureRemotesRegistered().then(landingPages));
// A kept page's first paint may link a remote's previous release's stylesheets: once the page has rendered with the
// current release (a second after its code is there), those it no longer has are removed.
if (inLayout && documentFromServiceWorker())
  void Promise.all([remote, remoteReady])
    .then(async ([owner]) => {
      if (!owner?.entry) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await dropSupersededStylesheets(owner.entry);
    })
    .catch((err) => console.warn('Stylesheets of an earlier release kept:', err));
