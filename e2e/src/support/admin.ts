// Steps of the admin journeys: an admin screen of the admin remote, its confirmations and its dialogs.
import type { Locator, Page } from 'playwright-core';

/** Waits for an admin screen of the admin remote. */
export async function adminScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-remote="admin-app"]').waitFor();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Answers the confirmation dialog asking `message` with `button`, and waits for it to close. */
export async function confirmIn(page: Page, message: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: message });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A form dialog closes once the server accepted what it sent (an upload may take a while). */
export async function dialogClosed(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'detached', timeout: 20000 });
}
