import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { api, useSession, type SessionState } from '@book/core';
import { makeUser } from '@book/core/testing';
import { ensureRemotesRegistered, loadRemoteModule } from '../remotes/remote-registry';
import { remotesStore, setRemotes } from '../remotes/remotes-store';
import { forgetRemote } from '../remotes/RemoteSlot';
import { AppRoutes } from './AppRoutes';
import { LOCAL_MANIFEST, useManifest } from '../testing/remotes';
import { resetSessionBootstrap } from './SessionManager';

// Stand-ins for the remotes: each routes its own sub-paths (an unknown one to /), like the real nested <Routes>.
const remotePages: Record<string, Record<string, string>> = {
  reader_app: {
    '': 'home',
    books: 'books',
    'books/:id': 'book-detail',
    authors: 'authors',
    profile: 'profile',
    'reading-list': 'reading-list',
  },
  clubs_app: { '': 'directory', new: 'start' },
  admin_app: {
    '': 'dashboard',
    books: 'books',
    authors: 'authors',
    genres: 'genres',
    users: 'users',
    reviews: 'reviews',
    activity: 'activity',
  },
};
jest.mock('../remotes/remote-registry', () => ({
  loadRemoteModule: jest.fn(async (remote: string) => ({
    default: ({ basePath }: { basePath: string }) => (
      <div data-remote={remote} data-base-path={basePath}>
        <Routes>
          {Object.entries(remotePages[remote]).map(([path, page]) =>
            path ? (
              <Route key={path} path={path} element={`${remote} ${page}`} />
            ) : (
              <Route key="index" index element={`${remote} ${page}`} />
            ),
          )}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </div>
    ),
  })),
  reloadRemote: jest.fn(async () => undefined),
  ensureRemotesRegistered: jest.fn(async () => []),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const bootstrap = jest.fn(async () => undefined);

function setSession(partial: Partial<SessionState>) {
  act(() => useSession.setState({ bootstrap, ...partial }));
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  useManifest();
  resetSessionBootstrap();
  bootstrap.mockClear();
  setSession({ token: null, user: null, status: 'anonymous' });
});

describe('routes and guards', () => {
  it('bootstraps the session once and shows the full-screen spinner while checking', () => {
    setSession({ token: 't', user: null, status: 'checking' });
    renderAt('/');
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/', 'reader_app home'],
    ['/books', 'reader_app books'],
    ['/books/b1', 'reader_app book-detail'],
    ['/authors', 'reader_app authors'],
  ])('%s renders %s for everyone, inside the layout', async (path, text) => {
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('shell v0.0.0-test')).toBeInTheDocument();
  });

  it('sends a visitor from a guarded route to /login and back after login', async () => {
    renderAt('/reading-list');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const login = jest.fn(async () => {
      useSession.setState({ token: 't', user: makeUser(), status: 'authenticated' });
      return makeUser();
    });
    setSession({ login });
    await userEvent.type(await screen.findByLabelText('Email'), 'user@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'user123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('reader_app reading-list')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/reading-list');
  });

  it('renders profile and reading list for a signed-in user', async () => {
    setSession({ token: 't', user: makeUser(), status: 'authenticated' });
    renderAt('/profile');
    expect(await screen.findByText('reader_app profile')).toBeInTheDocument();
  });

  it('sends a non-admin away from admin routes to /', async () => {
    setSession({ token: 't', user: makeUser(), status: 'authenticated' });
    renderAt('/admin/books');
    expect(await screen.findByText('reader_app home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor on an admin route to /login', () => {
    renderAt('/admin');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it.each([
    ['/admin', 'admin_app dashboard'],
    ['/admin/books', 'admin_app books'],
    ['/admin/authors', 'admin_app authors'],
    ['/admin/genres', 'admin_app genres'],
    ['/admin/users', 'admin_app users'],
    ['/admin/reviews', 'admin_app reviews'],
  ])('an admin sees %s', async (path, text) => {
    setSession({ token: 't', user: makeUser({ role: 'admin', username: 'admin' }), status: 'authenticated' });
    renderAt(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('redirects signed-in users away from /login and /register', async () => {
    setSession({ token: 't', user: makeUser(), status: 'authenticated' });
    renderAt('/register');
    expect(await screen.findByText('reader_app home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('routes /admin/* by prefix: a screen the admin remote adds renders with no shell change', async () => {
    setSession({ token: 't', user: makeUser({ role: 'admin', username: 'admin' }), status: 'authenticated' });
    renderAt('/admin/activity');
    expect(await screen.findByText('admin_app activity')).toBeInTheDocument();
  });

  it('redirects an unknown admin sub-path to / (the admin remote owns its sub-paths)', async () => {
    setSession({ token: 't', user: makeUser({ role: 'admin', username: 'admin' }), status: 'authenticated' });
    renderAt('/admin/no-such-screen');
    expect(await screen.findByText('reader_app home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('guards every path under /reading-list, not just the exact one', () => {
    renderAt('/reading-list/extra');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('redirects unknown paths to /', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('reader_app home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('a 401 sends the user to /login (the registered redirect), remembering the page', async () => {
    setSession({ token: 't', user: makeUser(), status: 'authenticated' });
    renderAt('/books');
    await screen.findByText('reader_app books');
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => ({
      ok: false,
      status: 401,
      json: async () => ({ success: false, message: 'Unauthorized' }),
    }));
    await act(async () => {
      await api.readingList.list().catch(() => undefined);
    });
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('routes from the manifest of remotes', () => {
  const signIn = () => setSession({ token: 't', user: makeUser(), status: 'authenticated' });

  it("renders a third remote's area at its prefix, mounted at that prefix, for everyone", async () => {
    renderAt('/clubs');
    expect(await screen.findByText('clubs_app directory')).toBeInTheDocument();
    expect(screen.getByText('clubs_app directory').closest('[data-remote]')).toHaveAttribute(
      'data-base-path',
      '/clubs',
    );
  });

  it('applies the guard the manifest gives a sub-prefix: a visitor goes to /login, a reader gets in', async () => {
    renderAt('/clubs/new');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    cleanup();
    signIn();
    renderAt('/clubs/new');
    expect(await screen.findByText('clubs_app start')).toBeInTheDocument();
  });

  it('follows a moved prefix with no shell change', async () => {
    const { clubs_app: clubs, ...others } = LOCAL_MANIFEST;
    useManifest({
      ...others,
      clubs_app: {
        ...clubs,
        routes: clubs.routes.map((r) => ({ ...r, prefix: r.prefix.replace('/clubs', '/circles') })),
      },
    });
    renderAt('/circles');
    expect(await screen.findByText('clubs_app directory')).toBeInTheDocument();
    expect(screen.getByText('clubs_app directory').closest('[data-remote]')).toHaveAttribute(
      'data-base-path',
      '/circles',
    );
  });

  it("gives a removed remote's paths back to the others (the reader's redirect of unknown paths)", async () => {
    const { clubs_app: _removed, ...others } = LOCAL_MANIFEST;
    useManifest(others);
    renderAt('/clubs');
    expect(await screen.findByText('reader_app home')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("shows an invalid entry's area on its fallback with Retry, while the rest works", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useManifest({ ...LOCAL_MANIFEST, clubs_app: { ...LOCAL_MANIFEST.clubs_app, entry: 'nowhere' } });
    forgetRemote('clubs_app');
    (loadRemoteModule as jest.Mock).mockImplementationOnce(async () => {
      throw new Error('clubs_app is not registered');
    });
    renderAt('/clubs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The book clubs could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Books' }));
    expect(await screen.findByText('reader_app books')).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });

  it('shows the fallback with Retry while the manifest cannot be read, and the page once Retry reads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => setRemotes(null, true));
    (ensureRemotesRegistered as jest.Mock).mockImplementationOnce(async () => {
      act(() => remotesStore.set(LOCAL_MANIFEST));
      return [];
    });
    renderAt('/books');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reader_app books')).toBeInTheDocument();
    (console.error as jest.Mock).mockRestore();
  });
});
