// Standalone development only (`nx serve reader-app`): the shell normally provides the router and layout.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@book/shared-ui';
import ReaderApp from './remote-entry';

void useSession.getState().bootstrap();

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/books/:id" element={<ReaderApp page="book-detail" />} />
      <Route path="/books" element={<ReaderApp page="books" />} />
      <Route path="/authors" element={<ReaderApp page="authors" />} />
      <Route path="/profile" element={<ReaderApp page="profile" />} />
      <Route path="/reading-list" element={<ReaderApp page="reading-list" />} />
      <Route path="*" element={<ReaderApp page="home" />} />
    </Routes>
  </BrowserRouter>,
);
