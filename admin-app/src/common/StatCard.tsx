import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@book/shared-ui';
import './admin-common.css';

/** The icon's colours (admin-common.css), also those of the dashboard's quick actions. */
export type Tone = 'blue' | 'green' | 'purple' | 'amber' | 'rose';

export interface StatCardProps {
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

/**
 * A screen's statistics: a labelled row of cards (the dashboard's site counts, the users' and the reviews'), then
 * any card of its own (the reviews' rating distribution); `busy` while the counts load.
 */
export function StatCards({
  label,
  cards,
  className,
  busy,
  children,
}: {
  label: string;
  cards: StatCardProps[];
  className?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className={cx('admin-columns', className)} aria-busy={busy}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
      {children}
    </section>
  );
}
