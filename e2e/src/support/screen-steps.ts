// The steps that bring a screen of the catalogue (screens.ts) into the state it is recorded in.
import type { Page } from 'playwright-core';

/** How long a step waits for what it brings up. */
export const T = 8000;

export async function click(page: Page, role: 'button' | 'link', name: RegExp | string): Promise<void> {
  await page
    .getByRole(role, { name, exact: typeof name === 'string' })
    .first()
    .click({ timeout: T });
}

export async function dialog(page: Page): Promise<void> {
  await page.getByRole('dialog').first().waitFor({ timeout: T });
  await page.waitForTimeout(300); // let an opening transition finish
}

/** Submits the open form (the dialog's, or the page's) empty, and waits for its error messages. */
export async function submitEmpty(page: Page, button: RegExp, inDialog = false): Promise<void> {
  const scope = inDialog ? page.getByRole('dialog').first() : page.locator('main, body').first();
  await scope.getByRole('button', { name: button }).last().click({ timeout: T });
  await page.locator('[aria-invalid="true"], [role="alert"]').first().waitFor({ timeout: T });
}

export async function openFirstDelete(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /delete/i })
    .first()
    .click({ timeout: T });
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor({ timeout: T });
}

/** The Reports queue once its items are shown. */
export async function reportsQueue(page: Page): Promise<void> {
  await page.getByTestId('admin-report-row').first().waitFor({ timeout: T });
}

/** A reader's public profile once its name, reviews and lists are shown. */
export async function readerProfile(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: username }).waitFor({ timeout: T });
  await page.getByTestId('reader-review').or(page.getByText('No reviews yet.')).first().waitFor({ timeout: T });
  await page.getByTestId('reader-row').or(page.getByText('No followers yet.')).first().waitFor({ timeout: T });
}
