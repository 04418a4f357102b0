import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './admin-common.css';

/** The icon's colours (admin-common.css), also those of the dashboard's quick actions. */
export type Tone = 'blue' | 'green' | 'purple' | 'amber' | 'rose';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
  /** When set the whole card is a link (the dashboard's count cards). */
  to?: string;
  footer?: ReactNode;
  /** The value's `data-testid`, for a screen's tests to read it. */
  valueTestId?: string;
}

/** A number with its label, as in the dashboard and the users / reviews managers. */
export function StatCard({ label, value, icon, tone = 'blue', to, footer, valueTestId }: StatCardProps) {
  const body = (
    <>
      {icon && (
        <span className={`admin-stat__icon admin-tone-${tone}`} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="admin-stat__text">
        <span className="admin-stat__label">{label}</span>
        <span className="admin-stat__value" data-testid={valueTestId}>
          {value}
        </span>
        {footer && <span className="admin-stat__footer">{footer}</span>}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className="admin-stat admin-stat--link">
      {body}
    </Link>
  ) : (
    <div className="admin-stat">{body}</div>
  );
}
