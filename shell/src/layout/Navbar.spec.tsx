import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast, useSession, type RemoteNavItem } from '@book/core';
import { LOCAL_MANIFEST, useManifest } from '../testing/remotes';
import { loadRemoteModule } from '../remotes/remote-registry';
import { makeUser } from '@book/core/testing';
import { Navbar } from './Navbar';

// The remotes' exposed `nav` modules (stand-ins: the shell knows only what the remotes send). reader-app's sends the
// links of its manifest entry's fallback and one the fallback does not have (My Year).
jest.mock('../remotes/remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const NAVS: Record<string, RemoteNavItem[]> = {
  admin_app: [
    { to: '/admin', label: 'Dashboard', end: true },
    { to: '/admin/books', label: 'Manage Books' },
    { to: '/admin/authors', label: 'Manage Authors' },
    { to: '/admin/genres', label: 'Manage Genres' },
    { to: '/admin/users', label: 'Manage Users' },
  ],
  reader_app: [
    ...(LOCAL_MANIFEST.reader_app.nav as RemoteNavItem[]),
    { to: '/my-year', label: 'My Year', slot: 'account' },
  ],
  clubs_app: [{ to: '/clubs', label: 'Clubs' }],
};
const loadNav = async (remote: string) => ({ nav: NAVS[remote] });

jest.spyOn(toast, 'success').mockImplementation(() => '');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderAt = (path = '/books') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
      <Where />
      <button>outside</button>
    </MemoryRouter>,
  );
const signIn = (role: 'user' | 'admin') =>
  act(() =>
    useSession.setState({
      token: 't',
      status: 'authenticated',
      user: makeUser({ role, username: role === 'admin' ? 'admin' : 'reader' }),
    }),
  );

beforeEach(() => {
  useManifest();
  (loadRemoteModule as jest.Mock).mockReset();
  (loadRemoteModule as jest.Mock).mockImplementation(loadNav);
  act(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));
});
const navLinks = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('Navbar', () => {
  it('shows Home, Books, Authors, Login and Register to visitors, with the active link marked', () => {
    renderAt('/books/b1');
    expect(navLinks()).toEqual(['BookNook', 'Home', 'Books', 'Authors', 'Clubs', 'Login', 'Register']);
    expect(screen.queryByRole('link', { name: 'Reading List' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Books' })).toHaveClass('is-active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('is-active');
  });

  it('shows Reading List, Profile, the welcome and Logout when signed in; no Admin for users', async () => {
    signIn('user');
    renderAt();
    expect(screen.getByRole('link', { name: 'Reading List' })).toHaveAttribute('href', '/reading-list');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('Welcome, reader')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    // reader-app's own entries follow once its navigation has loaded.
    expect(await screen.findByRole('link', { name: 'My Year' })).toBeInTheDocument();
  });

  it("renders a visitor's links from the remotes' manifest entries, in the manifest's order, loading no remote's code", () => {
    const { clubs_app: clubs, ...others } = LOCAL_MANIFEST;
    useManifest({ ...others, clubs_app: { ...clubs, order: 1, nav: [{ to: '/clubs', label: 'Book clubs' }] } });
    renderAt('/');
    expect(navLinks()).toEqual(['BookNook', 'Book clubs', 'Home', 'Books', 'Authors', 'Login', 'Register']);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it("renders a signed-in reader's links from the remotes' nav modules (reader_app/nav, clubs_app/nav), in slots", async () => {
    signIn('user');
    renderAt('/my-year');
    expect(await screen.findByRole('link', { name: 'My Year' })).toHaveAttribute('href', '/my-year');
    expect(loadRemoteModule).toHaveBeenCalledWith('reader_app', 'nav');
    expect(loadRemoteModule).toHaveBeenCalledWith('clubs_app', 'nav');
    expect(navLinks()).toEqual(['BookNook', 'Home', 'Books', 'Authors', 'Clubs', 'Reading List', 'Profile', 'My Year']);
    expect(screen.getByRole('link', { name: 'My Year' })).toHaveClass('is-active');
  });

  it("keeps today's Reading List and Profile links when reader-app's navigation cannot be loaded", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (loadRemoteModule as jest.Mock).mockRejectedValue(new Error('reader-app is down'));
    signIn('user');
    renderAt();
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Using the default navigation for reader_app', expect.any(Error)),
    );
    expect(navLinks()).toEqual(['BookNook', 'Home', 'Books', 'Authors', 'Clubs', 'Reading List', 'Profile']);
    (console.warn as jest.Mock).mockRestore();
  });

  it('logs out with a toast and goes home', async () => {
    signIn('user');
    renderAt('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSession.getState().token).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully!');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('gives admins a keyboard-operable Admin dropdown', async () => {
    signIn('admin');
    renderAt();
    const toggle = screen.getByRole('button', { name: 'Admin' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(loadRemoteModule).toHaveBeenCalledWith('admin_app', 'nav');
    await screen.findByRole('link', { name: 'Manage Users' });
    const expected = [
      ['Dashboard', '/admin'],
      ['Manage Books', '/admin/books'],
      ['Manage Authors', '/admin/authors'],
      ['Manage Genres', '/admin/genres'],
      ['Manage Users', '/admin/users'],
    ];
    for (const [name, href] of expected) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Manage Genres' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/genres');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveClass('is-active');
  });

  it("falls back to the Dashboard entry while admin-app's navigation cannot be loaded, keeping the navbar", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (loadRemoteModule as jest.Mock).mockImplementation(async (remote: string) =>
      remote === 'admin_app' ? Promise.reject(new Error('admin-app is down')) : loadNav(remote),
    );
    signIn('admin');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Using the default navigation for admin_app', expect.any(Error)),
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Manage Books' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Books' })).toBeInTheDocument();
    (console.warn as jest.Mock).mockRestore();
  });

  it('arrow keys move through the admin links', async () => {
    signIn('admin');
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    await screen.findByRole('link', { name: 'Manage Users' });
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Manage Books' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Manage Users' })).toHaveFocus();
  });

  it('has a mobile menu button that toggles aria-expanded and closes on navigation', async () => {
    renderAt('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('shell-nav-panel')).toHaveClass('is-open');
    await userEvent.click(screen.getByRole('link', { name: 'Authors' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("a remote's navbar widgets (navWidgets of its nav module)", () => {
  const Indicator = () => <a href="/somewhere">Indicator 4</a>;
  const Broken = () => {
    throw new Error('widget bug');
  };

  it('renders them for a signed-in reader, each in an error boundary, and none for visitors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (loadRemoteModule as jest.Mock).mockImplementation(async (remote: string) => ({
      nav: NAVS[remote],
      navWidgets: remote === 'reader_app' ? [Broken, Indicator] : undefined,
    }));
    const visitor = renderAt();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Indicator 4' })).toBeNull();
    visitor.unmount();

    signIn('user');
    renderAt();
    expect(await screen.findByRole('link', { name: 'Indicator 4' })).toBeInTheDocument();
    // The broken one is left out; the rest of the navbar stays.
    expect(screen.getByRole('link', { name: 'Reading List' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, reader')).toBeInTheDocument();
  });

  it('shows none when the remote cannot be loaded or exports something unusable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (loadRemoteModule as jest.Mock).mockImplementation(async (remote: string) => ({
      nav: NAVS[remote],
      navWidgets: remote === 'reader_app' ? 'nope' : undefined,
    }));
    signIn('user');
    renderAt();
    expect(await screen.findByRole('link', { name: 'My Year' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
