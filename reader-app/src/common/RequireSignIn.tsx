import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn, useSession } from '@book/core';
import { PageLoader } from './PageLoader';

/**
 * A page of this remote for signed-in readers only, guarded here so that adding one needs no shell release:
 * a visitor goes to /login and returns here after signing in (the shell's `{ from }` return-to state).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const signedIn = useSession(selectIsSignedIn);
  const { pathname, search, hash } = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  return <>{children}</>;
}
