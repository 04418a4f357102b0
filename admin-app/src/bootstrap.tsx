import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { AdminPage } from '@book/shared-ui';
import AdminApp from './remote-entry';

// Standalone development only: the shell provides the router, layout, session and toaster in the product.
function Standalone() {
  const segment = useLocation().pathname.split('/')[2] ?? '';
  const page = (['books', 'authors', 'genres', 'users', 'reviews'].includes(segment) ? segment : 'dashboard') as AdminPage;
  return <AdminApp page={page} />;
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Standalone />
  </BrowserRouter>,
);
