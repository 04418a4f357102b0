import type { ComponentType } from 'react';
import { NotificationBell } from './features/notifications/NotificationBell';

/**
 * The navbar entries of a signed-in reader, exposed to the shell as `reader_app/nav`: a new reader screen brings its
 * own entry with the reader-app release. Reading List and Profile keep the spec's texts and order; the shell shows
 * those two when this module cannot be loaded.
 */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export const nav: NavItem[] = [
  { to: '/reading-list', label: 'Reading List' },
  { to: '/profile', label: 'Profile' },
  { to: '/my-year', label: 'My Year' },
];

/**
 * What the reader app shows in the signed-in navbar beside the links (the shell renders each in an error boundary):
 * the notifications bell with its unread count.
 */
export const navWidgets: ComponentType[] = [NotificationBell];
