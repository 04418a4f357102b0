import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';

/** The main layout: skip link, navbar, the routed page (a remote), and a discreet footer with the shell version. */
export function Layout() {
  return (
    <div className="shell-layout">
      <a href="#main-content" className="shell-skip">
        Skip to content
      </a>
      <Navbar />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell-footer">
        <span>BookNook</span>
        <span className="shell-footer__version" data-shell-version={__APP_VERSION__}>
          shell v{__APP_VERSION__}
        </span>
      </footer>
    </div>
  );
}
