import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@book/core';
import { Spinner } from '@book/shared-ui';
import { createAdminQueryClient } from './common/query-client';
import './common/admin-common.css';

// One lazily loaded chunk per admin screen.
const Dashboard = lazy(() => import('./features/dashboard/Dashboard'));
const ManageBooks = lazy(() => import('./features/books/ManageBooks'));
const ManageAuthors = lazy(() => import('./features/authors/ManageAuthors'));
const ManageGenres = lazy(() => import('./features/genres/ManageGenres'));
const ManageUsers = lazy(() => import('./features/users/ManageUsers'));
const ManageReviews = lazy(() => import('./features/reviews/ManageReviews'));
const ManageSuggestions = lazy(() => import('./features/suggestions/ManageSuggestions'));

/**
 * The admin remote, rendered by the shell for every path under /admin (the shell owns the router and the admin
 * guard); the admin team owns this route table, so a new screen ships with an admin-app release alone.
 */
export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="admin-app" data-remote="admin-app" data-remote-version={__APP_VERSION__} data-session-user={useSession((s) => s.user?.username ?? '')}>
        <Suspense
          fallback={
            <div className="admin-page-loading">
              <Spinner size="lg" />
            </div>
          }
        >
          <Routes>
            <Route index element={<Dashboard />} />
            <Route path="books" element={<ManageBooks />} />
            <Route path="authors" element={<ManageAuthors />} />
            <Route path="genres" element={<ManageGenres />} />
            <Route path="users" element={<ManageUsers />} />
            <Route path="reviews" element={<ManageReviews />} />
            <Route path="suggestions" element={<ManageSuggestions />} />
            {/* Spec: unknown paths, an unknown admin sub-path included, redirect to the home page. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
