// A screen of a journey checked and recorded as it is now: axe (no serious or critical violation), a screenshot in
// the visual record (e2e/screenshots/), and no horizontal scrolling at the window's width.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatViolations, isSeriousOrCritical, runAxe } from './a11y';

const SHOTS = join(__dirname, '..', '..', 'screenshots');
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Width = keyof typeof WIDTHS;

/** axe on the page as it is now (no serious or critical violation) and its screenshot in the visual record. */
export async function checkScreen(page: Page, name: string, width: Width): Promise<void> {
  await page.waitForTimeout(200);
  const violations = await runAxe(page);
  const label = `${name} (${width})`;
  if (violations.length) console.log(formatViolations(label, violations));
  const blocking = violations.filter(isSeriousOrCritical);
  expect(blocking.length ? formatViolations(label, blocking) : 'none').toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}--${width}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(`${label}: ${overflow > 1 ? `${overflow}px wider than the window` : 'fits'}`).toBe(`${label}: fits`);
}
