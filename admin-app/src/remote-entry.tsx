import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Spinner, useSession, type AdminAppProps, type AdminPage } from '@book/shared-ui';
import { createAdminQueryClient } from './query-client';
import './common/admin-common.css';

/** One lazily loaded chunk per admin screen. */
const pages: Record<AdminPage, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./features/dashboard/Dashboard')),
  books: lazy(() => import('./features/books/ManageBooks')),
  authors: lazy(() => import('./features/authors/ManageAuthors')),
  genres: lazy(() => import('./features/genres/ManageGenres')),
  users: lazy(() => import('./features/users/ManageUsers')),
  reviews: lazy(() => import('./features/reviews/ManageReviews')),
};

/** The admin remote, rendered by the shell at /admin... (the shell owns the router and the admin guard). */
export default function AdminApp({ page }: AdminAppProps) {
  const [queryClient] = useState(createAdminQueryClient);
  const Page = pages[page] ?? pages.dashboard;
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
          <Page />
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
