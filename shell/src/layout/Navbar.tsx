import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { selectIsAdmin, selectIsSignedIn, toast, useSession } from '@book/core';
import type { RemoteNavItem } from '@book/core';
import { useRemoteNav } from '../remotes/remote-nav';
import { useRemotes } from '../remotes/remotes-store';
import { AdminMenu } from './AdminMenu';
import { NavWidgets } from './NavWidgets';

const linkClass = ({ isActive }: { isActive: boolean }) => `shell-nav__link${isActive ? ' is-active' : ''}`;

/** One slot's links, contributed by the remotes (their `nav` modules, else their manifest entries' fallback). */
function SlotLinks({ items, onNavigate }: { items: RemoteNavItem[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The navigation bar of spec section 2, with a mobile menu below 768 px. */
export function Navbar() {
  const signedIn = useSession(selectIsSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const username = useSession((s) => s.user?.username ?? '');
  const logout = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navOf = useRemoteNav(signedIn);
  const remotes = useRemotes().remotes ?? [];
  const adminItems = navOf('admin');

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = () => {
    logout();
    toast.success('Logged out successfully!');
    setMenuOpen(false);
    navigate('/');
  };

  const close = () => setMenuOpen(false);

  return (
    <header className="shell-header">
      <nav className="shell-nav" aria-label="Main">
        <Link to="/" className="shell-brand" onClick={close}>
          <svg className="shell-brand__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15z"
              fill="currentColor"
              opacity="0.18"
            />
            <path
              d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20M4 19.5A2.5 2.5 0 0 0 6.5 22H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          BookNook
        </Link>
        <button
          type="button"
          className="shell-nav__burger"
          aria-expanded={menuOpen}
          aria-controls="shell-nav-panel"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
        <div id="shell-nav-panel" className={`shell-nav__panel${menuOpen ? ' is-open' : ''}`}>
          <ul className="shell-nav__links">
            <SlotLinks items={navOf('main')} onNavigate={close} />
            {signedIn ? <SlotLinks items={navOf('account')} onNavigate={close} /> : null}
            {signedIn && isAdmin && adminItems.length > 0 ? (
              <li>
                <AdminMenu items={adminItems} onNavigate={close} />
              </li>
            ) : null}
          </ul>
          {/* data-session: hidden in the static first paint (see first-paint.tsx) */}
          <div className="shell-nav__account" data-session="">
            {signedIn ? (
              <>
                {remotes.map((remote) => (remote.entry ? <NavWidgets key={remote.name} remote={remote.name} /> : null))}
                <span className="shell-nav__welcome">Welcome, {username}</span>
                <button type="button" className="shell-nav__logout" onClick={onLogout}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={linkClass} onClick={close}>
                  Login
                </NavLink>
                <NavLink to="/register" className="shell-nav__cta" onClick={close}>
                  Register
                </NavLink>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
