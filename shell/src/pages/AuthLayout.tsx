import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The frame of /login and /register (outside the main layout). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="shell-auth">
      <header className="shell-auth__header">
        <Link to="/" className="shell-brand shell-auth__brand">
          BookNook
        </Link>
      </header>
      <main className="shell-auth__card ui-card">
        <h1 className="shell-auth__title">{title}</h1>
        {subtitle ? <p className="shell-auth__subtitle">{subtitle}</p> : null}
        {children}
      </main>
    </div>
  );
}
