import type { RemoteNavItem } from '@book/core';

/**
 * The Admin dropdown's entries, exposed to the shell as `admin_app/nav`: a new admin screen brings its own menu
 * entry with the admin-app release (the shell renders whatever this list says in the admin slot, where its manifest entry puts its navigation).
 */
export const nav: RemoteNavItem[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/books', label: 'Manage Books' },
  { to: '/admin/authors', label: 'Manage Authors' },
  { to: '/admin/genres', label: 'Manage Genres' },
  { to: '/admin/series', label: 'Manage Series' },
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/suggestions', label: 'Suggestions' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/clubs', label: 'Clubs' },
  { to: '/admin/merges', label: 'Merge Duplicates', end: true },
  { to: '/admin/merges/log', label: 'Merge Log' },
  { to: '/admin/merges/editions', label: 'Group Editions' },
];
