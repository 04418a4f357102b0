import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { selectIsSignedIn, useSession } from '@book/core';
import { BellIcon, formatNumber } from '@book/shared-ui';
import { queryClient } from '../../common/query-client';
import { unreadCountQuery } from './unread-count';
import './notifications.css';

function Bell() {
  const client = useQueryClient();
  const signedIn = useSession(selectIsSignedIn);
  const unread = useQuery({ ...unreadCountQuery(client), enabled: signedIn });
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `Notifications, ${formatNumber(count)} unread` : 'Notifications';
  return (
    <NavLink
      to="/notifications"
      className={({ isActive }) => `reader-bell${isActive ? ' is-active' : ''}`}
      aria-label={label}
    >
      <BellIcon className="reader-bell__icon" />
      {count > 0 && (
        <span className="reader-bell__count" aria-hidden="true" data-testid="unread-count">
          {count > 99 ? '99+' : formatNumber(count)}
        </span>
      )}
    </NavLink>
  );
}

/**
 * The navbar's bell with the unread count, a widget of the reader remote's nav module: the shell renders it outside
 * the reader's pages, so it brings the reader's query cache with it (the notifications page marks all read there).
 */
export function NotificationBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Bell />
    </QueryClientProvider>
  );
}
