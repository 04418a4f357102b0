import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ClubsApp from './remote-entry';

// Standalone development only: the shell provides the router, layout, session and toaster in the product.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/clubs/*" element={<ClubsApp basePath="/clubs" />} />
    </Routes>
  </BrowserRouter>,
);
