import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { toast, useSession, type User } from '@book/core';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page inside a fresh query cache and a memory router at `route` (matched by `path`). */
export function renderPage(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 0 }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

export function signInAs(user: User): void {
  useSession.setState({ token: 'test-token', user, status: 'authenticated' });
}

export function signOut(): void {
  useSession.setState({ token: null, user: null, status: 'anonymous' });
}

/** Catches the toasts instead of showing them: the spies say what the reader was told. */
export function silenceToasts() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => ''),
    failure: jest.spyOn(toast, 'error').mockImplementation(() => ''),
  };
}

/**
 * Every test of the spec runs signed in as `reader()` with its toasts caught: `toasts.success` and `toasts.failure`
 * are the running test's spies. The spies are restored after each test.
 */
export function signedInAsWithToasts(reader: () => User) {
  const toasts = {} as ReturnType<typeof silenceToasts>;
  beforeEach(() => {
    signInAs(reader());
    Object.assign(toasts, silenceToasts());
  });
  afterEach(() => jest.restoreAllMocks());
  return toasts;
}
