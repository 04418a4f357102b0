// One walk over the screen catalogue (screens.ts) at a width: each screen is brought up once into its state, then
// checked with axe where asked and recorded in the visual record (e2e/screenshots/<screen>--<width>.png, gitignored,
// for people to look at), and its width measured. The walk resolves each screen's visit as soon as it is done, so a
// test per screen can wait for its own while the walk (and another width's, in the same browser) goes on.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { runAxe, type AxeViolation } from './a11y';
import { WIDTHS, type Width } from './checked-screen';
import { ACCOUNTS, showScreen, type Screen, type ScreenData, type Who } from './screens';
import { contextAs } from './session';

export const SHOTS = join(__dirname, '..', '..', 'screenshots');

/** A screen of the walk, and whether axe checks it at the walk's width. */
export interface Stop {
  screen: Screen;
  axe: boolean;
}

export interface Visit {
  /** Why the screen could not be brought into its state (first line), or null. */
  notShown: string | null;
  /** axe's violations, or null when the stop does not ask for axe or the screen could not be shown. */
  violations: AxeViolation[] | null;
  /** The visual record's file and its size in bytes. */
  file: string;
  bytes: number;
  /** How many pixels wider than the window the page is (a horizontal scrollbar when over 1). */
  overflow: number;
}

/**
 * Walks `stops` in order at `width`, one browser context per kind of visitor. `visits[i]` resolves with the i-th
 * stop's visit, or with the error that stopped the walk there; `done` once every context is closed.
 */
export function walkScreens(
  browser: Browser,
  data: ScreenData,
  width: Width,
  stops: Stop[],
): { visits: Promise<Visit | Error>[]; done: Promise<void> } {
  const settle: ((visit: Visit | Error) => void)[] = [];
  const visits = stops.map(() => new Promise<Visit | Error>((resolve) => settle.push(resolve)));
  const done = (async () => {
    const contexts = new Map<Who, Awaited<ReturnType<typeof contextAs>>>();
    try {
      for (const [i, { screen, axe }] of stops.entries()) {
        try {
          if (!contexts.has(screen.who))
            contexts.set(screen.who, await contextAs(browser, ACCOUNTS[screen.who], WIDTHS[width]));
          settle[i](await visit(contexts.get(screen.who)!.page, screen, data, width, axe));
        } catch (err) {
          settle[i](err as Error);
        }
      }
    } finally {
      for (const { context } of contexts.values()) await context.close();
    }
  })();
  return { visits, done };
}

async function visit(
  page: Awaited<ReturnType<typeof contextAs>>['page'],
  screen: Screen,
  data: ScreenData,
  width: Width,
  axe: boolean,
): Promise<Visit> {
  let notShown: string | null = null;
  try {
    await showScreen(page, screen, data);
  } catch (err) {
    notShown = (err as Error).message.split('\n')[0];
  }
  // axe first, on the screen as it was brought up (scrolled where its step left it).
  const violations = axe && !notShown ? await runAxe(page) : null;
  // Recorded either way: a broken screen is worth seeing too. From the top, so a sticky header stays on top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = join(SHOTS, `${screen.name}--${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { notShown, violations, file, bytes: statSync(file).size, overflow };
}
