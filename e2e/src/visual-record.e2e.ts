/**
 * Issue 6.4 — the visual record: a screenshot of every screen at desktop (1280 px) and phone (390 px) width,
 * saved as e2e/screenshots/<screen>--<desktop|phone>.png (gitignored) for people to look at.
 * It also fails when a screen cannot be brought up, or when the page is wider than the window (a horizontal
 * scrollbar: something does not fit the phone).
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { ACCOUNTS, SCREENS, loadScreenData, showScreen, type ScreenData, type Who } from './support/screens';
import { contextAs } from './support/session';

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

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'saves a screenshot of every screen at %s width',
    async (viewport) => {
      const problems: string[] = [];
      const saved: string[] = [];
      const contexts = new Map<Who, Awaited<ReturnType<typeof contextAs>>>();
      try {
        for (const screen of SCREENS) {
          if (screen.only && screen.only !== viewport) continue;
          if (!contexts.has(screen.who)) contexts.set(screen.who, await contextAs(browser, ACCOUNTS[screen.who], VIEWPORTS[viewport]));
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
      for (const file of saved) expect(statSync(file).size).toBeGreaterThan(2000);
      expect(saved.length).toBeGreaterThanOrEqual(SCREENS.filter((s) => !s.only || s.only === viewport).length);
      expect(problems).toEqual([]);
    },
    600000,
  );
});
