import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ensureRemotesRegistered } from './remotes/remote-registry';
import { preloadRemote } from './remotes/RemoteSlot';

// Read the remote manifest and start fetching the remote this URL needs while React renders (and the session
// is checked), instead of one after the other.
ensureRemotesRegistered().catch((err) => console.error('Remote manifest unavailable', err));
const path = window.location.pathname;
if (path !== '/login' && path !== '/register') preloadRemote(path.startsWith('/admin') ? 'admin_app' : 'reader_app').catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
