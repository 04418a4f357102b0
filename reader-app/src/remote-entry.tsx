import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession, type ReaderAppProps, type ReaderPage } from '@book/shared-ui';
import { queryClient } from './common/query-client';
import { PageLoader } from './common/PageLoader';
import './common/common.css';

// One chunk per page: `/` downloads only the home page's code.
const pages: Record<ReaderPage, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./features/home/HomePage')),
  books: lazy(() => import('./features/books/BooksPage')),
  'book-detail': lazy(() => import('./features/book-detail/BookDetailPage')),
  authors: lazy(() => import('./features/authors/AuthorsPage')),
  profile: lazy(() => import('./features/profile/ProfilePage')),
  'reading-list': lazy(() => import('./features/reading-list/ReadingListPage')),
};

/** The reader remote's one exposed component: the shell renders it inside its router and layout. */
export default function ReaderApp({ page }: ReaderAppProps) {
  const Page = pages[page] ?? pages.home;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="reader-root" data-remote="reader-app" data-remote-version={__APP_VERSION__} data-session-user={useSession((s) => s.user?.username ?? '')} data-page={page}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </div>
    </QueryClientProvider>
  );
}
