import type { ReactNode } from 'react';
import { cx } from './cx';
import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** The title's heading level: 2 inside a page that has its title; 1 when the empty state is the whole page. */
  headingLevel?: 1 | 2 | 3;
}

/** "No books found" and the like: an icon, a title, an optional message and call to action. */
export function EmptyState({ title, message, icon, action, className, headingLevel = 2 }: EmptyStateProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty', className)}>
      <span className="ui-empty__icon" aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <Title className="ui-empty__title">{title}</Title>
      {message ? <p className="ui-empty__message">{message}</p> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
