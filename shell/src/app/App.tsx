import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSession, type ReaderAppProps } from '@book/shared-ui';
import { loadRemoteModule } from '../remotes/remote-registry';

const Reader = lazy(() => loadRemoteModule<{ default: React.ComponentType<ReaderAppProps> }>('reader_app', 'App'));

export function App() {
  const status = useSession((s) => s.status);
  return (
    <BrowserRouter>
      <p data-testid="session-status">{status}</p>
      <Suspense fallback={<p>Loading...</p>}>
        <Reader page="home" />
      </Suspense>
    </BrowserRouter>
  );
}
