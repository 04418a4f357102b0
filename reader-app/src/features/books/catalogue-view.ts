import type { BookView } from '../../common/BookCard';

const VIEW_KEY = 'reader.catalogue.view';

/**
 * The list view's cookie, beside the choice kept in localStorage: the deployment paints the catalogue as a grid
 * (first-paint.tsx, `live`), which a reader who chose the list would see replaced by the list (a shift); a request
 * with this cookie gets its HTML without that paint.
 */
export const LIST_VIEW_COOKIE = 'reader-catalogue-view=list';

/** The reader's view of the catalogue: the grid unless they chose the list (on this device). */
export function readView(): BookView {
  // The deployment's first paint (rendered in Node, where localStorage is not the reader's) is the grid.
  if (typeof window === 'undefined') return 'grid';
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveView(view: BookView): void {
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.cookie = `${LIST_VIEW_COOKIE}; path=/; SameSite=Lax; max-age=${view === 'list' ? 365 * 24 * 3600 : 0}`;
}
