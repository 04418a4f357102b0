import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@book/core';
import { App } from './app/App';
import { ensureRemotesRegistered } from './remotes/remote-registry';
import { preloadRemote } from './remotes/RemoteSlot';

/**
 * How long a visitor's first render waits for the remote the URL shows. When its App is there in time (the usual
 * case: its files come with the HTML), the layout and the page show in one render, layout and paint, instead of the
 * layout with a spinner first and the page one render, layout and paint later; a remote that is slower, or down, gets
 * the layout rendered at this bound as before (with its spinner, then its page or its fallback). A saved session
 * renders at once: its check (GET /auth/me, started by the first render, which registers the 401 redirect first)
 * runs while the remote loads, as before.
 */
const FIRST_RENDER_WAIT_MS = 600;

// Read the remote manifest and start loading the remote this URL needs while the shell's code runs.
ensureRemotesRegistered().catch((err) => console.error('Remote manifest unavailable', err));
const path = window.location.pathname;
const remote = path === '/login' || path === '/register' ? null : path.startsWith('/admin') ? 'admin_app' : 'reader_app';
const remoteReady = remote ? preloadRemote(remote) : Promise.resolve();
const waitForRemote = remote !== null && useSession.getState().status !== 'checking';

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
if (waitForRemote) void Promise.race([remoteReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(render);
else render();
