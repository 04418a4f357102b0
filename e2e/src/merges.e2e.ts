// An administrator merges a book entered twice: from the duplicate's row in Manage Books, by keyboard, they find the
// book to keep, read the preview (the reviews and list entries that move), confirm, and the merge log names it; the
// duplicate's old address then leads to the kept book (a 301 from the edge), which shows the moved review.
import type { Browser } from 'playwright-core';
import { adminScreen } from './support/admin';
import { ADMIN, launchBrowser, toast } from './support/browser';
import { deleteBooks, publishBooks } from './support/books';
import { WIDTHS } from './support/checked-screen';
import { focusKept, tabAndPress, tabTo } from './support/keyboard';
import { apiCall, apiLogin, contextAs, registerReader, waitForSettled } from './support/session';
import { noViolations } from './support/no-violations';
import { BASE_URL } from './support/ports';

jest.setTimeout(120000);

describe('merging duplicates', () => {
  let browser: Browser;
  const stamp = Date.now();
  const kept = { title: `E2E Merge Kept ${stamp}`, _id: '' };
  const duplicate = { title: `E2E Merge Duplicate ${stamp}`, _id: '' };
  const reviewTitle = `E2E Merged Review ${stamp}`;
  let adminToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await apiLogin(ADMIN)).token;
    await publishBooks(adminToken, [kept, duplicate]);
    // A reader reviewed the duplicate and has it on their list; another has both on their list (a conflict).
    const reader = await apiLogin(await registerReader('merge'));
    await apiCall('POST', '/reviews', reader.token, {
      book: duplicate._id,
      rating: 5,
      title: reviewTitle,
      content: 'Written about the copy entered twice.',
    });
    await apiCall('POST', '/reading-list', reader.token, { bookId: duplicate._id, status: 'completed' });
    const both = await apiLogin(await registerReader('mergeboth'));
    await apiCall('POST', '/reading-list', both.token, { bookId: duplicate._id, status: 'reading' });
    await apiCall('POST', '/reading-list', both.token, { bookId: kept._id, status: 'wishlist' });
  });
  afterAll(async () => {
    await deleteBooks(adminToken, [kept, duplicate]);
    await browser?.close();
  });

  it('an administrator merges the duplicate into the kept book by keyboard, after its preview', async () => {
    const { context, page } = await contextAs(browser, ADMIN, WIDTHS.desktop);
    try {
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByLabel('Search books').fill(duplicate.title);
      await page.getByRole('button', { name: `Edit ${duplicate.title}` }).waitFor();
      // From the duplicate's row, by keyboard.
      await page.getByLabel('Search books').focus();
      await tabAndPress(page, page.getByRole('link', { name: `Merge ${duplicate.title} into another book` }));
      await page.getByRole('heading', { level: 1, name: 'Merge Duplicates' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Duplicate book' }).inputValue()).toBe(duplicate.title);
      await noViolations(page, 'admin-merges', 'desktop');

      const keepBox = page.getByRole('combobox', { name: 'Book to keep' });
      await tabTo(page, keepBox, { what: 'the book to keep' });
      await page.keyboard.type(kept.title);
      await page.getByRole('option', { name: new RegExp(`^${kept.title}`) }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await keepBox.inputValue()).toBe(kept.title);

      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.waitFor();
      const moves = preview.getByTestId('admin-merge-moves');
      await moves.getByText('1 review or rating', { exact: true }).waitFor();
      await moves.getByText('2 reading-list entries', { exact: true }).waitFor();
      await preview
        .getByTestId('admin-merge-conflicts')
        .getByText(/^1 reader has both on their list/)
        .waitFor();
      await noViolations(page, 'admin-merge-preview', 'desktop');
      await page.setViewportSize(WIDTHS.phone);
      await noViolations(page, 'admin-merge-preview', 'phone');
      await page.setViewportSize(WIDTHS.desktop);

      // The title differs: the kept one's is chosen, and stays.
      await tabAndPress(page, preview.getByRole('button', { name: `Merge into ${kept.title}` }), {
        what: 'Merge into',
      });
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Merge "${duplicate.title}" into`) });
      await dialog.waitFor();
      await tabAndPress(page, dialog.getByRole('button', { name: 'Merge', exact: true }), { max: 4 });
      // The merge runs as a job: its step and bar show in place of the button until it is done.
      await preview.getByRole('progressbar', { name: 'Merge progress' }).waitFor();
      await preview
        .getByRole('status')
        .filter({ hasText: /^(Starting…|Step \d+ of \d+: .+…)$/ })
        .waitFor();
      await toast(page, `"${duplicate.title}" merged into "${kept.title}"`, 20000);
      await page.getByRole('region', { name: 'Preview' }).waitFor({ state: 'detached' });
      // The focus is not dropped on the page: it waits in the box where the next merge starts.
      await page.getByRole('combobox', { name: 'Duplicate book' }).and(page.locator(':focus')).waitFor();
      expect(await focusKept(page)).toBe(true);

      await adminScreen(page, '/admin/merges/log', 'Merge Log');
      const row = page.getByTestId('admin-merge-row').filter({ hasText: duplicate.title }).first();
      await row.waitFor();
      expect(await row.getByRole('link', { name: kept.title }).getAttribute('href')).toBe(`/books/${kept._id}`);
      await noViolations(page, 'admin-merge-log', 'desktop');
      await page.setViewportSize(WIDTHS.phone);
      await noViolations(page, 'admin-merge-log', 'phone');

      // The duplicate is gone from Manage Books; the kept book is there.
      await page.setViewportSize(WIDTHS.desktop);
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByLabel('Search books').fill(`E2E Merge`);
      await page.getByRole('button', { name: `Edit ${kept.title}` }).waitFor();
      expect(await page.getByRole('button', { name: `Edit ${duplicate.title}` }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("the duplicate's old address leads to the kept book, with the review that moved", async () => {
    // Before any script runs: the page's HTML answers 301 to the kept book's, a shared link's query string kept.
    const moved = await fetch(`${BASE_URL}/books/${duplicate._id}?utm_source=share`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `/books/${kept._id}?utm_source=share`]);
    const { context, page } = await contextAs(browser, null, WIDTHS.desktop);
    try {
      await page.goto(`/books/${duplicate._id}`);
      await page.getByRole('heading', { level: 1, name: kept.title }).waitFor();
      await page.waitForURL(`**/books/${kept._id}`);
      await waitForSettled(page);
      await page.getByRole('heading', { name: reviewTitle }).waitFor();
      // The old address is replaced, not kept in the history.
      expect(new URL(page.url()).pathname).toBe(`/books/${kept._id}`);
    } finally {
      await context.close();
    }
  });
});
