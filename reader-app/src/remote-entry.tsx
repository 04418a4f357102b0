import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@book/shared-ui';
import { queryClient } from './common/query-client';
import { PageLoader } from './common/PageLoader';
import './common/common.css';

/**
 * A page's code as its own chunk, like `lazy`; when the browser opened this remote at `path`, its download starts
 * as soon as this module runs, while the shell is still rendering, instead of one render later.
 */
function pageAt(path: string, load: () => Promise<{ default: ComponentType }>) {
  const started = window.location.pathname.replace(/(.)\/$/, '$1') === path ? load() : null;
  return lazy(() => started ?? load());
}

// One chunk per page: `/` downloads only the home page's code.
const HomePage = pageAt('/', () => import('./features/home/HomePage'));
const BooksPage = pageAt('/books', () => import('./features/books/BooksPage'));
const BookDetailPage = lazy(() => import('./features/book-detail/BookDetailPage'));
const AuthorsPage = lazy(() => import('./features/authors/AuthorsPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const ReadingListPage = lazy(() => import('./features/reading-list/ReadingListPage'));

/**
 * The reader remote's one exposed component: the shell renders it inside its router and layout for every path
 * it does not own; the reader team owns this route table (the shell keeps the session guards).
 */
export default function ReaderApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="reader-root" data-remote="reader-app" data-remote-version={__APP_VERSION__} data-session-user={useSession((s) => s.user?.username ?? '')}>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route index element={<HomePage />} />
            <Route path="books" element={<BooksPage />} />
            <Route path="books/:id" element={<BookDetailPage />} />
            <Route path="authors" element={<AuthorsPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="reading-list" element={<ReadingListPage />} />
            {/* Spec: unknown paths redirect to the home page. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
