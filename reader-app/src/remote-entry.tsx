import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@book/core';
import { loadable } from '@book/shared-ui';
import { queryClient } from './common/query-client';
import { adoptFirstPaintData } from './common/first-paint-data';
import { prefetchCatalogue } from './features/books/api/books-queries';
import { prefetchBookPage } from './features/book-detail/api/book-page-reads';
import { prefetchAuthorPage } from './features/authors/api/authors-queries';
import { PageLoader } from './common/PageLoader';
import { RequireSignIn } from './common/RequireSignIn';
import './common/common.css';

// One chunk per page: `/` downloads only the home page's code. Loaded without Suspense (see `loadable`): a page
// whose chunk came with the HTML (the deployment preloads it) shows as soon as it is there.
const page = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => loadable(load, <PageLoader />);
const HomePage = page(() => import('./features/home/HomePage'));
const BooksPage = page(() => import('./features/books/BooksPage'));
const BookDetailPage = page(() => import('./features/book-detail/BookDetailPage'));
const AuthorsPage = page(() => import('./features/authors/AuthorsPage'));
const AuthorPage = page(() => import('./features/authors/AuthorPage'));
const ProfilePage = page(() => import('./app/ProfileScreen'));
const ReadingListPage = page(() => import('./features/reading-list/ReadingListPage'));
const MyYearPage = page(() => import('./features/my-year/MyYearPage'));
const ImportExportPage = page(() => import('./features/imports/ImportExportPage'));
const ReaderProfilePage = page(() => import('./features/readers/ReaderProfilePage'));
const NotificationsPage = page(() => import('./features/notifications/NotificationsPage'));
const SeriesPage = page(() => import('./features/series/SeriesPage'));

// The page a visitor lands on starts loading with this module, which the shell loads before it renders it: the page
// is then usually there for the first render, which shows it at once instead of a loader first and the page one
// render, layout and paint later (its files came with the HTML: the `page` of each pattern in routes.manifest.json,
// whose patterns these are; remote-entry.spec.tsx keeps both the same). Its first reads too where the page is nothing
// without them: the catalogue (its LCP is a cover), a book (its cover) and an author (their biography), so it renders
// with them; the home page renders its static hero (its LCP) without waiting. The deployment paints the same pages with
// the same reads (first-paint.tsx), by these patterns.
const LANDING_PAGES: Record<
  string,
  { page: { preload(): Promise<unknown> }; reads?: (params: Record<string, string>) => Promise<unknown> }
> = {
  '/': { page: HomePage },
  '/books': { page: BooksPage, reads: () => prefetchCatalogue(queryClient) },
  '/authors': { page: AuthorsPage },
  '/books/:id': { page: BookDetailPage, reads: ({ id }) => prefetchBookPage(queryClient, id) },
  '/authors/:id': { page: AuthorPage, reads: ({ id }) => prefetchAuthorPage(queryClient, id) },
};

/** The patterns of the landing pages, as routes.manifest.json names them. */
export const landingPatterns = () => Object.keys(LANDING_PAGES);

/**
 * The landing page shown at `pathname` (a trailing slash aside), with its parameters (`:id` matches one segment).
 * Matched here rather than with react-router's matchPath: the shell's shared router exposes only what its pages use.
 */
function landingPage(pathname: string) {
  const got = pathname.replace(/(.)\/$/, '$1').split('/');
  for (const [pattern, landing] of Object.entries(LANDING_PAGES)) {
    const want = pattern.split('/');
    if (want.length !== got.length) continue;
    const params: Record<string, string> = {};
    const matches = want.every((part, i) =>
      part.startsWith(':')
        ? Boolean(got[i]) && Boolean((params[part.slice(1)] = decodeSegment(got[i])))
        : part === got[i],
    );
    if (matches) return { landing, params };
  }
  return null;
}

/** A path segment as the page's router gives it (a malformed escape stays as it is). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Starts loading the page shown at `pathname` when it is a landing page, and its first reads at its default URL (a
 * query string, e.g. filters, reads other data; `reads: false`, they are there already); resolves when it can render.
 */
export function preloadLandingPage(pathname: string, search = '', { reads = true } = {}): Promise<unknown> | undefined {
  const found = landingPage(pathname);
  if (!found) return undefined;
  const { landing, params } = found;
  return Promise.all([landing.page.preload(), search || !reads ? undefined : landing.reads?.(params)]);
}

/**
 * The shell's first render waits (a bounded time) for this: the landing page's code and first reads; only its code
 * when the deployment painted the page with its data (first-paint.tsx, `live`): those answers came with the HTML,
 * so the first render shows the same books at once (and reads them again behind it). Nothing when there is no page
 * (no window): the page is rendered in Node (first-paint.tsx).
 */
export const ready: Promise<unknown> =
  (typeof window === 'undefined'
    ? undefined
    : preloadLandingPage(window.location.pathname, window.location.search, {
        reads: !adoptFirstPaintData(queryClient),
      })) ?? Promise.resolve();

/**
 * The reader remote's one exposed component: the shell renders it inside its router and layout for every path
 * it does not own; the reader team owns this route table (the shell keeps the session guards).
 */
export default function ReaderApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <div
        className="reader-root"
        data-remote="reader-app"
        data-remote-version={__APP_VERSION__}
        data-session-user={useSession((s) => s.user?.username ?? '')}
      >
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="books" element={<BooksPage />} />
          <Route path="books/:id" element={<BookDetailPage />} />
          <Route path="authors" element={<AuthorsPage />} />
          <Route path="authors/:id" element={<AuthorPage />} />
          <Route path="series/:id" element={<SeriesPage />} />
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
          <Route
            path="notifications"
            element={
              <RequireSignIn>
                <NotificationsPage />
              </RequireSignIn>
            }
          />
          {/* Under /reading-list, so the shell's signed-in guard covers it (a visitor goes to /login and back). */}
          <Route path="reading-list/import" element={<ImportExportPage />} />
          {/* Public: what a reader's privacy lets the visitor see (their follow requests are on their own /profile). */}
          <Route path="readers/:username" element={<ReaderProfilePage />} />
          {/* Spec: unknown paths redirect to the home page. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </div>
    </QueryClientProvider>
  );
}
