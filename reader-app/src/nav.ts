import type { ComponentType } from 'react';
import type { RemoteNavItem } from '@book/core';
import { NotificationBell } from './features/notifications/NotificationBell';

/**
 * The reader's navbar entries, exposed to the shell as `reader_app/nav`: Home, Books and Authors in the main bar, a
 * signed-in reader's links after them; a new reader screen brings its own entry with the reader-app release. They
 * keep the spec's texts and order; the shell shows the fallback of the remote's manifest entry (area.json) when this
 * module cannot be loaded.
 */
export const nav: RemoteNavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/books', label: 'Books' },
  { to: '/authors', label: 'Authors' },
  { to: '/reading-list', label: 'Reading List', slot: 'account' },
  { to: '/profile', label: 'Profile', slot: 'account' },
  { to: '/my-year', label: 'My Year', slot: 'account' },
];

/**
 * What the reader app shows in the signed-in navbar beside the links (the shell renders each in an error boundary):
 * the notifications bell with its unread count.
 */
export const navWidgets: ComponentType[] = [NotificationBell];
