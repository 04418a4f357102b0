import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSession, type RemoteGuard } from '@book/core';
import { FullScreenSpinner, loadable, Spinner } from '@book/shared-ui';
import { Layout } from '../layout/Layout';
import { matchRoute } from '../remotes/manifest';
import { RemoteErrorBoundary } from '../remotes/RemoteErrorBoundary';
import { ensureRemotesRegistered } from '../remotes/remote-registry';
import { useRemotes } from '../remotes/remotes-store';
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

const GUARDS: Record<RemoteGuard, ComponentType<{ children: ReactNode }>> = {
  anyone: ({ children }) => <>{children}</>,
  'signed-in': RequireAuth,
  admin: RequireAdmin,
};

/** Rendered when the manifest of remotes cannot be read: the fallback with Retry, which reads it again. */
function ManifestUnavailable(): never {
  throw new Error('The manifest of remotes could not be read');
}

/**
 * A page of the main layout: the remote that owns the longest matching prefix of the manifest, behind that prefix's
 * guard, mounted at its base path (its nested <Routes> are relative to it). A path no remote owns goes to /.
 */
function RemoteArea() {
  const { pathname } = useLocation();
  const { remotes, failed } = useRemotes();
  if (!remotes) {
    return failed ? (
      <RemoteErrorBoundary
        remote="manifest"
        label="This page"
        onRetry={() =>
          ensureRemotesRegistered().then(
            () => undefined,
            () => undefined,
          )
        }
      >
        <ManifestUnavailable />
      </RemoteErrorBoundary>
    ) : (
      <div className="shell-remote-loading">
        <Spinner size="lg" />
      </div>
    );
  }
  const match = matchRoute(remotes, pathname);
  if (!match) return pathname === '/' ? null : <Navigate to="/" replace />;
  const { remote, guard, basePath } = match;
  const Guard = GUARDS[guard];
  return (
    <Guard>
      <Routes>
        <Route
          path={basePath === '/' ? '*' : `${basePath.slice(1)}/*`}
          element={<RemoteSlot key={remote.name} remote={remote.name} basePath={basePath} label={remote.errorLabel} />}
        />
      </Routes>
    </Guard>
  );
}

/**
 * The shell routes by prefix only (spec section 2): /login and /register are its own, every other path goes to the
 * remote the manifest of remotes gives it, in the layout. Each remote renders its own nested <Routes> (unknown
 * sub-paths included, which it redirects to /).
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
            <Route path="*" element={<RemoteArea />} />
          </Route>
        </Routes>
      )}
    </>
  );
}
