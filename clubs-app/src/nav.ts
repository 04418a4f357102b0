import type { RemoteNavItem } from '@book/core';

/** The clubs' navbar entry, exposed to the shell as `clubs_app/nav` (area.json repeats it as the fallback). */
export const nav: RemoteNavItem[] = [{ to: '/clubs', label: 'Clubs' }];
