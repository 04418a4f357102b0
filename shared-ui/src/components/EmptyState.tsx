import type { ReactNode } from 'react';
import { cx } from './cx';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** "No books found" and the like: an icon, a title, an optional message and call to action. */
export function EmptyState({ title, message, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty', className)}>
      <span className="ui-empty__icon" aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <h2 className="ui-empty__title">{title}</h2>
      {message ? <p className="ui-empty__message">{message}</p> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
