import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, usePageTitle } from '@book/shared-ui';

/** The frame of /login and /register (outside the main layout); its title names the page. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title);
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

interface AuthFormProps {
  /** useAuthForm's: the submit, whether the account is answering, and where to return to after the other form. */
  submission: { onSubmit: FormEventHandler<HTMLFormElement>; busy: boolean; backTo: unknown };
  /** The submit button's text, and its text while the account answers. */
  submit: string;
  busyLabel: string;
  /** The way to the other form ("Already have an account? Login"), which keeps where to return to after it. */
  other: { question: string; to: string; label: string };
  children: ReactNode;
}

/** The form of /login or /register: its fields, its submit button, then the link to the other one. */
export function AuthForm({ submission, submit, busyLabel, other, children }: AuthFormProps) {
  const { onSubmit, busy, backTo } = submission;
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <Button type="submit" className="shell-auth__submit" busy={busy} busyLabel={busyLabel}>
          {submit}
        </Button>
      </form>
      <p className="shell-auth__switch">
        {other.question}{' '}
        <Link to={other.to} state={backTo}>
          {other.label}
        </Link>
      </p>
    </>
  );
}
