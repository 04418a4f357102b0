import type { RemoteNavItem } from '@book/core';

/**
 * The clubs' navbar entry, exposed to the shell as `clubs_app/nav` (area.json repeats it as the fallback): the area
 * itself, wherever the manifest of remotes mounts it.
 */
export const nav: RemoteNavItem[] = [{ to: '', label: 'Clubs' }];
