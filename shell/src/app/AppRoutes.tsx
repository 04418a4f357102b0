import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@book/core';
import { FullScreenSpinner, loadable } from '@book/shared-ui';
import { Layout } from '../layout/Layout';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { SessionManager } from './SessionManager';

// The sign-in pages (and their form library) load only when visited: the first render of every other page needs
// neither.
const LoginPage = loadable(
  () => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })),
  <FullScreenSpinner />,
);
const RegisterPage = loadable(
  () => import('../pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
  <FullScreenSpinner />,
);

function GuestPage({ children }: { children: ReactNode }) {
  return <GuestOnly>{children}</GuestOnly>;
}

/** Spec section 2: the reader's areas that need a session (the shell keeps the guards, the remote the screens). */
const SIGNED_IN_AREAS = ['/profile', '/reading-list'];

const inArea = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/** Everything in the main layout that the shell and admin do not own: the reader remote routes it itself. */
function ReaderArea() {
  const { pathname } = useLocation();
  const slot = <RemoteSlot remote="reader_app" />;
  return SIGNED_IN_AREAS.some((area) => inArea(pathname, area)) ? <RequireAuth>{slot}</RequireAuth> : slot;
}

/**
 * The shell routes by prefix only (spec section 2): /login and /register are its own, /admin/* goes to admin-app
 * behind the admin guard, everything else in the layout to reader-app. Each remote renders its own nested
 * <Routes> (unknown sub-paths included, which it redirects to /).
 */
export function AppRoutes() {
  const status = useSession((s) => s.status);
  return (
    <>
      <SessionManager />
      {status === 'checking' ? (
        <FullScreenSpinner />
      ) : (
        <Routes>
          <Route
            path="/login"
            element={
              <GuestPage>
                <LoginPage />
              </GuestPage>
            }
          />
          <Route
            path="/register"
            element={
              <GuestPage>
                <RegisterPage />
              </GuestPage>
            }
          />
          <Route element={<Layout />}>
            <Route
              path="admin/*"
              element={
                <RequireAdmin>
                  <RemoteSlot remote="admin_app" />
                </RequireAdmin>
              }
            />
            <Route path="*" element={<ReaderArea />} />
          </Route>
        </Routes>
      )}
    </>
  );
}
