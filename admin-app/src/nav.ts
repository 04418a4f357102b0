import type { RemoteNavItem } from '@book/core';

/**
 * The Admin dropdown's entries, exposed to the shell as `admin_app/nav`: a new admin screen brings its own menu
 * entry with the admin-app release (the shell renders whatever this list says in the admin slot).
 */
export const nav: RemoteNavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true, slot: 'admin' },
  { to: '/admin/books', label: 'Manage Books', slot: 'admin' },
  { to: '/admin/authors', label: 'Manage Authors', slot: 'admin' },
  { to: '/admin/genres', label: 'Manage Genres', slot: 'admin' },
  { to: '/admin/users', label: 'Manage Users', slot: 'admin' },
  { to: '/admin/suggestions', label: 'Suggestions', slot: 'admin' },
  { to: '/admin/reports', label: 'Reports', slot: 'admin' },
];
