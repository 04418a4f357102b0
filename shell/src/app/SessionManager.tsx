import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedRedirect, useSession } from '@book/core';
import { fromLocation, isAuthPage } from './redirect';

let sessionCheck: Promise<void> | null = null;

/**
 * Checks the saved session (GET /auth/me) once per page load: started by the first caller, SessionManager's first
 * render or, with a static first paint on screen, the shell's bootstrap before it (bootstrap.tsx).
 */
export function checkSessionOnce(): Promise<void> {
  return (sessionCheck ??= useSession.getState().bootstrap());
}

/** Test hook: lets a test start the session check again. */
export function resetSessionBootstrap(): void {
  sessionCheck = null;
}

/**
 * Lives inside the router: registers the 401 redirect (to /login, remembering where the user was) with the
 * router's navigate, then checks the saved session once per page load.
 */
export function SessionManager() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    setUnauthorizedRedirect(() => {
      const current = here.current;
      if (isAuthPage(current.pathname)) return;
      navigate('/login', { state: fromLocation(current) });
    });
  }, [navigate]);

  useEffect(() => {
    void checkSessionOnce();
  }, []);

  return null;
}
