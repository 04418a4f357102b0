import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@book/core';
import { loadable, Spinner } from '@book/shared-ui';
import { clearOnAccountChange, createAdminQueryClient } from './common/query-client';
import './common/admin-common.css';

// One chunk per admin screen, loaded without Suspense's reveal delay (see `loadable` in the kit).
const screenLoading = (
  <div className="admin-page-loading">
    <Spinner size="lg" />
  </div>
);
const screen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => loadable(load, screenLoading);
const Dashboard = screen(() => import('./features/dashboard/Dashboard'));
const ManageBooks = screen(() => import('./features/books/ManageBooks'));
const ManageAuthors = screen(() => import('./features/authors/ManageAuthors'));
const ManageGenres = screen(() => import('./features/genres/ManageGenres'));
const ManageSeries = screen(() => import('./features/series/ManageSeries'));
const ManageUsers = screen(() => import('./features/users/ManageUsers'));
const ManageReviews = screen(() => import('./features/reviews/ManageReviews'));
const ManageSuggestions = screen(() => import('./app/SuggestionsScreen'));
const ManageReports = screen(() => import('./features/reports/ManageReports'));
const ManageClubs = screen(() => import('./features/clubs/ManageClubs'));
const MergeDuplicates = screen(() => import('./features/merges/MergeDuplicates'));
const MergeLog = screen(() => import('./features/merges/MergeLog'));
const GroupEditions = screen(() => import('./features/merges/GroupEditions'));

/**
 * The admin remote, rendered by the shell for every path under /admin (the shell owns the router and the admin
 * guard); the admin team owns this route table, so a new screen ships with an admin-app release alone.
 */
export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  useEffect(() => clearOnAccountChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <div
        className="admin-app"
        data-remote="admin-app"
        data-remote-version={__APP_VERSION__}
        data-session-user={useSession((s) => s.user?.username ?? '')}
      >
        <Routes>
          <Route index element={<Dashboard />} />
          <Route path="books" element={<ManageBooks />} />
          <Route path="authors" element={<ManageAuthors />} />
          <Route path="genres" element={<ManageGenres />} />
          <Route path="series" element={<ManageSeries />} />
          <Route path="users" element={<ManageUsers />} />
          <Route path="reviews" element={<ManageReviews />} />
          <Route path="suggestions" element={<ManageSuggestions />} />
          <Route path="reports" element={<ManageReports />} />
          <Route path="clubs" element={<ManageClubs />} />
          <Route path="merges" element={<MergeDuplicates />} />
          <Route path="merges/log" element={<MergeLog />} />
          <Route path="merges/editions" element={<GroupEditions />} />
          {/* Spec: unknown paths, an unknown admin sub-path included, redirect to the home page. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </div>
    </QueryClientProvider>
  );
}
