import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@book/core';
import { queryClient } from './common/query-client';
import { PageLoader } from './common/PageLoader';
import { RequireSignIn } from './common/RequireSignIn';
import './common/common.css';

// One chunk per page: `/` downloads only the home page's code.
const HomePage = lazy(() => import('./features/home/HomePage'));
const BooksPage = lazy(() => import('./features/books/BooksPage'));
const BookDetailPage = lazy(() => import('./features/book-detail/BookDetailPage'));
const AuthorsPage = lazy(() => import('./features/authors/AuthorsPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const ReadingListPage = lazy(() => import('./features/reading-list/ReadingListPage'));
const MyYearPage = lazy(() => import('./features/my-year/MyYearPage'));

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
            {/* Signed-in only, guarded by this remote (the shell guards only the areas it knows). */}
            <Route
              path="my-year/:year?"
              element={
                <RequireSignIn>
                  <MyYearPage />
                </RequireSignIn>
              }
            />
            {/* Spec: unknown paths redirect to the home page. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
