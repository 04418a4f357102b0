// Standalone development only (`nx serve reader-app`): the shell normally provides the router and layout.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@book/core';
import ReaderApp from './remote-entry';

void useSession.getState().bootstrap();

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<ReaderApp />} />
    </Routes>
  </BrowserRouter>,
);
