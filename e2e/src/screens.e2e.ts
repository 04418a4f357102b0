/**
 * Every screen of the catalogue (support/screens.ts: visitor, user and admin views, forms with their errors shown,
 * open modals and menus), walked once per width, both widths at once in one browser (support/screen-walk.ts). At each
 * stop:
 * - axe-core: no violation at all, whatever its impact (the moderate ones, heading order, landmarks, a page's
 *   level-one heading, were fixed; none may come back), at desktop width on every screen and at phone width on the
 *   main ones and the phone-only ones;
 * - the visual record: a screenshot at desktop (1280 px) and phone (390 px) width, saved as
 *   e2e/screenshots/<screen>--<desktop|phone>.png (gitignored) for people to look at;
 * - the screen can be brought up, and the page is no wider than the window (a horizontal scrollbar: something does
 *   not fit the phone).
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { formatViolations } from './support/a11y';
import { launchBrowser } from './support/browser';
import { WIDTHS, type Width } from './support/checked-screen';
import { SHOTS, walkScreens, type Stop, type Visit } from './support/screen-walk';
import { ACCOUNTS, SCREENS, loadScreenData } from './support/screens';
import { apiCall, apiLogin, contextAs, waitForRemote } from './support/session';

jest.setTimeout(60000);

// The layout changes at phone width (navbar, tables, grids): axe checks the main screens there too.
const AXE_AT_PHONE = [
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

/** The walk at a width: every screen shown there, with axe on all at desktop and on some at phone. */
const stopsAt = (width: Width): Stop[] =>
  SCREENS.filter((screen) => !screen.only || screen.only === width).map((screen) => ({
    screen,
    axe: width === 'desktop' || screen.only === 'phone' || AXE_AT_PHONE.includes(screen.name),
  }));
const WALKS = { desktop: stopsAt('desktop'), phone: stopsAt('phone') };

describe('every screen: axe-core finds no violation, the visual record saves it, it fits the window', () => {
  let browser: Browser;
  const visits = {} as Record<Width, Promise<Visit | Error>[]>;
  const walks: Promise<void>[] = [];
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    const data = await loadScreenData();
    // Both widths at once, each in its own browser contexts: most of a screen's time is waiting for the product.
    for (const width of Object.keys(WALKS) as Width[]) {
      const walk = walkScreens(browser, data, width, WALKS[width]);
      visits[width] = walk.visits;
      walks.push(walk.done);
    }
  });
  afterAll(async () => {
    await Promise.allSettled(walks);
    await browser?.close();
  });

  describe.each(Object.keys(WALKS) as Width[])('at %s width', (width) => {
    const cases = WALKS[width].map(({ screen, axe }, i) => [`${screen.name}${axe ? ' (axe)' : ''}`, i] as const);
    it.each(cases)('%s', async (_name, i) => {
      const visit = await visits[width][i];
      if (visit instanceof Error) throw visit;
      const { screen, axe } = WALKS[width][i];
      const label = `${screen.name} (${width}, ${screen.who})`;
      expect({
        shown: visit.notShown ?? 'yes',
        axe: !axe
          ? 'not at this width'
          : !visit.violations
            ? 'not run'
            : visit.violations.length
              ? formatViolations(label, visit.violations)
              : 'none',
        recorded: visit.bytes > 2000 ? 'yes' : `${visit.file}: only ${visit.bytes} bytes`,
        fits: visit.overflow > 1 ? `${visit.overflow}px wider than the ${width} window` : 'yes',
      }).toEqual({
        shown: 'yes',
        axe: axe ? 'none' : 'not at this width',
        recorded: 'yes',
        fits: 'yes',
      });
    });
  });

  it('keeps every screen within a phone when people write words longer than it (a URL in a review, a long name)', async () => {
    const admin = (await apiLogin(ACCOUNTS.admin!)).token;
    const user = (await apiLogin(ACCOUNTS.user!)).token;
    const stamp = Date.now();
    const word = (n: number) => `${stamp}${'x'.repeat(n)}`;
    const author = await apiCall<{ _id: string }>('POST', '/authors', admin, {
      name: `Wolfeschlegelsteinhausenbergerdorff${stamp}`,
      biography: word(300),
    });
    const title = `Supercalifragilistic${word(80)}`;
    // A cover that exists: other tests of the run may see this book in the catalogue, and fail on a missing image.
    const [seeded] = await apiCall<{ coverImage: string }[]>('GET', '/books?limit=1');
    const book = await apiCall<{ _id: string }>('POST', '/books', admin, {
      title,
      author: author._id,
      coverImage: seeded.coverImage,
      status: 'published',
      description: `https://example.com/${word(400)}`,
    });
    const review = await apiCall<{ _id: string }>('POST', '/reviews', user, {
      book: book._id,
      rating: 4,
      title: word(90),
      content: `See https://example.com/${word(900)}`,
    });
    const entry = await apiCall<{ _id: string }>('POST', '/reading-list', user, { bookId: book._id });
    const screens: [
      who: 'visitor' | 'user' | 'admin',
      path: string,
      remote: 'reader-app' | 'admin-app',
      shows: string,
    ][] = [
      ['visitor', `/books/${book._id}`, 'reader-app', title],
      ['visitor', `/books?search=${stamp}`, 'reader-app', title],
      ['visitor', '/authors', 'reader-app', `Wolfeschlegelsteinhausenbergerdorff${stamp}`],
      ['user', '/reading-list', 'reader-app', title],
      ['admin', `/admin/reviews`, 'admin-app', title],
    ];
    const problems: string[] = [];
    try {
      for (const [who, path, remote, shows] of screens) {
        const { context, page } = await contextAs(browser, ACCOUNTS[who], WIDTHS.phone);
        try {
          await page.goto(path);
          await waitForRemote(page, remote);
          await page.getByText(shows).first().waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 1) problems.push(`${path} (${who}): ${overflow}px wider than the phone`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await apiCall('DELETE', `/reading-list/${entry._id}`, user);
      await apiCall('DELETE', `/reviews/${review._id}`, admin);
      await apiCall('DELETE', `/books/${book._id}`, admin);
      await apiCall('DELETE', `/authors/${author._id}`, admin);
    }
    expect(problems).toEqual([]);
  }, 120000);
});
