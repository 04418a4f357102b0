import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './admin-common.css';

interface AdminPageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The dashboard has no breadcrumb back to itself. */
  breadcrumb?: boolean;
}

/** The heading block of every admin screen: breadcrumb, title (the page's h1), subtitle and actions. */
export function AdminPageHeader({ title, subtitle, actions, breadcrumb = true }: AdminPageHeaderProps) {
  return (
    <header className="admin-page-header">
      <div className="admin-page-header__text">
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className="admin-breadcrumb">
            <Link to="/admin">Admin</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{title}</span>
          </nav>
        )}
        <h1 className="admin-page-header__title">{title}</h1>
        {subtitle && <p className="admin-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="admin-page-header__actions">{actions}</div>}
    </header>
  );
}
