import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const PRODUCT_NAME = 'BookNook';

/** The id of the page's one navigation announcer (shared by every copy of the kit on the page). */
export const PAGE_ANNOUNCER_ID = 'ui-page-announcer';

/**
 * How long a new page's title may still change before it is announced: a page with data shows a generic title
 * until its data is there ("Book", then "Dune by Frank Herbert"), and a screen reader may miss a live region that
 * changes in the same moment as the rest of the page.
 */
export const ANNOUNCE_DELAY_MS = 300;

let pending: { path: string; timer: ReturnType<typeof setTimeout> } | null = null;

/** The announcer, created on the page's first call: the first page is not a navigation (the browser reads it). */
function announcer(pathname: string): { region: HTMLElement; created: boolean } {
  const found = document.getElementById(PAGE_ANNOUNCER_ID);
  if (found) return { region: found, created: false };
  const region = document.createElement('div');
  region.id = PAGE_ANNOUNCER_ID;
  region.className = 'ui-visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.page = pathname;
  document.body.appendChild(region);
  return { region, created: true };
}

function announce(pathname: string, text: string): void {
  const { region, created } = announcer(pathname);
  if (created) return;
  const navigated = region.dataset.page !== pathname;
  if (!navigated && pending?.path !== pathname) return; // this page was announced already
  if (pending) clearTimeout(pending.timer);
  if (navigated) {
    region.dataset.page = pathname;
    region.textContent = '';
  }
  const timer = setTimeout(() => {
    pending = null;
    region.textContent = text;
  }, ANNOUNCE_DELAY_MS);
  pending = { path: pathname, timer };
}

/**
 * Names the page: `document.title` is "<title> · BookNook" (the product's name alone without a title), most specific
 * first. After a client-side navigation (a new path, not the first page) a polite live region says the new title
 * once, after it settled: focus stays where the reader left it (WCAG 2.4.2, 4.1.3). Pages with data pass a generic
 * title while it loads and the data's once loaded.
 */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const text = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    document.title = text;
    announce(pathname, text);
  }, [title, pathname]);
}
