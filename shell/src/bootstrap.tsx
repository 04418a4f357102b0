import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerRemotesFromManifest } from './remotes/remote-registry';

registerRemotesFromManifest()
  .catch((err) => console.error('Remote manifest unavailable', err))
  .finally(() => createRoot(document.getElementById('root')!).render(<App />));
