/**
 * The visual record: a screenshot of every screen at desktop (1280 px) and phone (390 px) width,
 * saved as e2e/screenshots/<screen>--<desktop|phone>.png (gitignored) for people to look at.
 * It also fails when a screen cannot be brought up, or when the page is wider than the window (a horizontal
 * scrollbar: something does not fit the phone).
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ACCOUNTS, SCREENS, loadScreenData, showScreen, type ScreenData, type Who } from './support/screens';
import { apiCall, apiLogin, contextAs, waitForRemote } from './support/session';

const OUT = join(__dirname, '..', 'screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

describe('visual record', () => {
  let browser: Browser;
  let data: ScreenData;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchBrowser();
    data = await loadScreenData();
  });
  afterAll(() => browser?.close());

  /** Brings up every screen at one width and records it; resolves with the files saved and what went wrong. */
  async function record(viewport: keyof typeof VIEWPORTS): Promise<{ saved: string[]; problems: string[] }> {
    const problems: string[] = [];
    const saved: string[] = [];
    const contexts = new Map<Who, Awaited<ReturnType<typeof contextAs>>>();
    try {
      for (const screen of SCREENS) {
        if (screen.only && screen.only !== viewport) continue;
        if (!contexts.has(screen.who))
          contexts.set(screen.who, await contextAs(browser, ACCOUNTS[screen.who], VIEWPORTS[viewport]));
        const { page } = contexts.get(screen.who)!;
        const file = join(OUT, `${screen.name}--${viewport}.png`);
        try {
          await showScreen(page, screen, data);
        } catch (err) {
          problems.push(`${screen.name}: could not be shown: ${(err as Error).message.split('\n')[0]}`);
        }
        // Recorded either way: a broken screen is worth seeing too. From the top, so a sticky header stays on top.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage: true });
        saved.push(file);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${screen.name}: the page is ${overflow}px wider than the ${viewport} window`);
      }
    } finally {
      for (const { context } of contexts.values()) await context.close();
    }
    return { saved, problems };
  }

  // Both widths at once, each in its own browser contexts: most of a screen's time is waiting for the product.
  it('saves a screenshot of every screen at desktop and phone width', async () => {
    const widths = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];
    const records = await Promise.all(widths.map(record));
    widths.forEach((viewport, i) => {
      const { saved, problems } = records[i];
      for (const file of saved) expect(statSync(file).size).toBeGreaterThan(2000);
      expect(saved.length).toBeGreaterThanOrEqual(SCREENS.filter((s) => !s.only || s.only === viewport).length);
      expect({ viewport, problems }).toEqual({ viewport, problems: [] });
    });
  }, 600000);

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
        const { context, page } = await contextAs(browser, ACCOUNTS[who], VIEWPORTS.phone);
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
