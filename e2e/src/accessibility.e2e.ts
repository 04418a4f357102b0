/**
 * axe-core on every screen (visitor, user and admin views, forms with their errors shown, open
 * modals and menus) in headless Chromium: no violation at all, whatever its impact (the moderate ones, heading
 * order, landmarks, a page's level-one heading, were fixed; none may come back).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { formatViolations, runAxe } from './support/a11y';
import {
  ACCOUNTS,
  SCREENS,
  loadScreenData,
  showScreen,
  type Screen,
  type ScreenData,
  type Who,
} from './support/screens';
import { contextAs } from './support/session';

jest.setTimeout(60000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

describe('accessibility (axe-core): no violations', () => {
  let browser: Browser;
  let data: ScreenData;
  const pages = new Map<string, { context: BrowserContext; page: Page }>();

  async function pageFor(who: Who, viewport: keyof typeof VIEWPORTS): Promise<Page> {
    const key = `${who}:${viewport}`;
    if (!pages.has(key)) {
      const { context, page } = await contextAs(browser, ACCOUNTS[who], VIEWPORTS[viewport]);
      pages.set(key, { context, page });
    }
    return pages.get(key)!.page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    data = await loadScreenData();
  });
  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
    await browser?.close();
  });

  type Case = [name: string, viewport: keyof typeof VIEWPORTS, screen: Screen];
  const cases: Case[] = SCREENS.map((s): Case => [s.name, s.only === 'phone' ? 'phone' : 'desktop', s]);
  // The layout changes at phone width (navbar, tables, grids): check the main screens there too.
  const phoneToo = [
    'home',
    'books',
    'book-detail',
    'author',
    'series',
    'admin-series-edit',
    'login',
    'register-errors',
    'user-reading-list',
    'user-import-export',
    'user-profile',
    'user-my-year',
    'reader-profile',
    'admin-dashboard',
    'admin-books',
    'admin-book-modal',
    'admin-suggestions',
    'admin-reports',
    'admin-reports-suspend-dialog',
    'clubs-directory',
    'club-member',
    'club-private-outsider',
  ];
  for (const s of SCREENS) if (phoneToo.includes(s.name)) cases.push([s.name, 'phone', s]);

  it.each(cases)('%s (%s)', async (_name, viewport, screen) => {
    const page = await pageFor(screen.who, viewport);
    await showScreen(page, screen, data);
    const violations = await runAxe(page);
    const label = `${screen.name} (${viewport}, ${screen.who})`;
    expect(violations.length ? formatViolations(label, violations) : 'none').toBe('none');
  });
});
