// A reader flags a book as the same as another from its page ("This is the same book as…", searching for the other);
// the administrator finds the flag in Suggestions, opens Compare and merge, and Merge Duplicates previews both books.
import type { Browser } from 'playwright-core';
import { adminScreen } from './support/admin';
import { ADMIN, launchBrowser } from './support/browser';
import { deleteBooks, publishBooks } from './support/books';
import { WIDTHS } from './support/checked-screen';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote } from './support/session';
import { noViolations } from './support/no-violations';

jest.setTimeout(60000);

describe("a reader's flag of the same book entered twice", () => {
  let browser: Browser;
  const stamp = Date.now();
  const flagged = { title: `E2E Same Book Flagged ${stamp}`, _id: '' };
  const other = { title: `E2E Same Book Other ${stamp}`, _id: '' };
  let adminToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await apiLogin(ADMIN)).token;
    await publishBooks(adminToken, [flagged, other]);
  });
  afterAll(async () => {
    // Dismisses the flag (if still open) so the queue stays as other journeys expect, then removes the two books.
    const open = await apiCall<{ _id: string; duplicate?: { book: { _id: string } } }[]>(
      'GET',
      '/suggestions?limit=50&sort=-createdAt',
      adminToken,
    ).catch(() => []);
    for (const s of open.filter((s) => s.duplicate?.book._id === flagged._id))
      await apiCall('POST', `/suggestions/${s._id}/dismiss`, adminToken).catch(() => undefined);
    await deleteBooks(adminToken, [flagged, other]);
    await browser?.close();
  });

  it('reaches Suggestions, whose Compare and merge previews both books', async () => {
    const reader = await registerReader('sameas');
    const readerSide = await contextAs(browser, reader, WIDTHS.desktop);
    try {
      const { page } = readerSide;
      await page.goto(`/books/${flagged._id}`);
      await waitForRemote(page, 'reader-app');
      await page.getByRole('heading', { level: 1, name: flagged.title }).waitFor();
      await page.getByRole('button', { name: 'This is the same book as…' }).click();
      const dialog = page.getByRole('dialog', { name: 'This is the same book as…' });
      await dialog.getByRole('searchbox', { name: 'Search for the other book' }).fill(`Same Book Other ${stamp}`);
      const choose = dialog.getByRole('button', { name: `Same book: ${other.title}` });
      await choose.waitFor();
      await noViolations(page, 'reader-same-book-dialog', 'desktop');
      await choose.click();
      await dialog
        .getByRole('status')
        .getByText(`Thanks! An administrator will compare "${flagged.title}" with "${other.title}".`)
        .waitFor();
    } finally {
      await readerSide.context.close();
    }

    const { context, page } = await contextAs(browser, ADMIN, WIDTHS.desktop);
    try {
      await adminScreen(page, '/admin/suggestions', 'Suggestions');
      // Newest first: the flag just sent is on the first page whatever the queue holds.
      await page.getByLabel('Sort suggestions').selectOption('-createdAt');
      const row = page
        .getByTestId('admin-suggestion-row')
        .filter({ hasText: `A reader says ${flagged.title} and ${other.title} are the same book` });
      await row.waitFor();
      expect(await row.getByLabel('1 reader').textContent()).toBe('1');
      await noViolations(page, 'admin-suggestions-duplicate', 'desktop');

      await row.getByRole('link', { name: `Compare and merge ${flagged.title} and ${other.title}` }).click();
      await page.getByRole('heading', { level: 1, name: 'Merge Duplicates' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Duplicate book' }).inputValue()).toBe(flagged.title);
      expect(await page.getByRole('combobox', { name: 'Book to keep' }).inputValue()).toBe(other.title);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.waitFor();
      await preview.getByText(flagged.title).first().waitFor();
      await preview.getByText(other.title).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
