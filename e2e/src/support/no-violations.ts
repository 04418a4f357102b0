// A screen held to a stricter bar than checkScreen's: axe finds nothing at all on it, whatever the impact.
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from './a11y';
import { checkScreen, type Width } from './checked-screen';

/** axe finds nothing at all on the screen as it is now (whatever the impact), and it joins the visual record. */
export async function noViolations(page: Page, name: string, width: Width): Promise<void> {
  const violations = await runAxe(page);
  expect(violations.length ? formatViolations(`${name} (${width})`, violations) : 'none').toBe('none');
  await checkScreen(page, name, width);
}
