import { cx } from './cx';

export type BadgeTone = 'green' | 'yellow' | 'grey' | 'blue' | 'purple';

export interface StatusBadgeProps {
  status: string;
  /** Text shown; defaults to the status with a capital first letter. */
  label?: string;
  /** Overrides the colour chosen from the status (role badges, ...). */
  tone?: BadgeTone;
  className?: string;
}

/** Book status colours of spec 4: green for published, yellow for draft, grey otherwise. */
export function toneForStatus(status: string): BadgeTone {
  if (status === 'published') return 'green';
  if (status === 'draft') return 'yellow';
  return 'grey';
}

export function StatusBadge({ status, label, tone, className }: StatusBadgeProps) {
  const text = label ?? (status ? status.charAt(0).toUpperCase() + status.slice(1) : '');
  return (
    <span className={cx('ui-badge', `ui-badge--${tone ?? toneForStatus(status)}`, className)} data-status={status}>
      {text}
    </span>
  );
}
