// What the first-paint journeys share: holding the page's scripts, waiting for its styles, reading its layout shift.
import type { Page } from 'playwright-core';
import { E2E_PORTS } from './ports';

/**
 * Holds the scripts `url` matches until `release()`; by default the shell's main.js, so that the page shows only what
 * its HTML paints.
 */
export async function holdScripts(page: Page, url: string | RegExp = /\/main\.[0-9a-f]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the reader remote's scripts until `release()` (not its stylesheets: the static paint waits for them).
 * `shellRunning()` resolves once the shell's code has taken the page: its React root is made (React marks #root), and
 * the first render waits for the remote. The static paint is on screen, the shell's code runs, the page's does not.
 */
export async function holdReaderRemote(
  page: Page,
): Promise<{ shellRunning: () => Promise<unknown>; release: () => void }> {
  const release = await holdScripts(page, `http://localhost:${E2E_PORTS.reader}/**/*.js`);
  const shellRunning = () =>
    page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
  return { shellRunning, release };
}

/** Resolves once every stylesheet the document links has loaded (they are render-blocking: the first paint waits for them). */
export function stylesheetsLoaded(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet),
  );
}

/** The page's cumulative layout shift so far (buffered entries; 0 when there was none). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}
