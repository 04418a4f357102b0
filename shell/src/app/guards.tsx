import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAdmin, selectIsSignedIn, useSession } from '@book/core';
import { FullScreenSpinner } from '@book/shared-ui';
import { fromLocation, returnPath } from './redirect';

/** Signed-in users only: a visitor goes to /login and comes back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const signedIn = useSession(selectIsSignedIn);
  const location = useLocation();
  if (status === 'checking') return <FullScreenSpinner />;
  if (!signedIn) return <Navigate to="/login" replace state={fromLocation(location)} />;
  return <>{children}</>;
}

/** Admins only: a visitor goes to /login (and back), a signed-in non-admin to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const signedIn = useSession(selectIsSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const location = useLocation();
  if (status === 'checking') return <FullScreenSpinner />;
  if (!signedIn) return <Navigate to="/login" replace state={fromLocation(location)} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** /login and /register: a signed-in user is sent away (to the page they came from, else /). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const signedIn = useSession(selectIsSignedIn);
  const location = useLocation();
  if (status === 'checking') return <FullScreenSpinner />;
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
