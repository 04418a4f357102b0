import type { Location } from 'react-router-dom';

/** Where a guard or a 401 came from; /login sends the user back there after signing in. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function fromLocation(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

const AUTH_PAGES = ['/login', '/register'];

/** The page to return to after login or registration, else "/". Never an auth page, never another origin. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//'))
    return '/';
  if (AUTH_PAGES.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.includes(pathname);
}
