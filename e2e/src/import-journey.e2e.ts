/**
 * Reading-history import in the browser: a reader signs in, imports a Goodreads library export (e2e/fixtures: demo
 * catalogue books matched by ISBN-13, by title with a series suffix, by author without diacritics; a catalogue title
 * under another author's name, which the reader picks; one book the catalogue lacks), reviews the preview, confirms,
 * follows the progress to the report, sees the reading list and the review, and suggests the unmatched book; the same
 * file again changes nothing. Each new screen is checked with axe (no serious or critical violation) and recorded at
 * desktop and phone width in e2e/screenshots/. (An administrator approving such a suggestion: import-suggestion.)
 */
import { newPage, submitLogin, toast } from './support/browser';
import { checkScreen, WIDTHS } from './support/checked-screen';
import { oneReader } from './support/file-readers';
import { UNMATCHED, uploadFixture } from './support/imports';
import { apiCall, apiLogin, contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

const T = 15000;

describe('reading-history import, export and suggestions', () => {
  const the = oneReader('importer');

  it('a reader signs in, imports a Goodreads file through the preview, and sees the reading list and the review', async () => {
    const { context, page } = await newPage(the.browser, WIDTHS.desktop);
    try {
      // Signed-in only: a visitor is sent to /login and comes back after signing in.
      await page.goto('/reading-list/import');
      await page.waitForURL('**/login', { timeout: T });
      await submitLogin(page, the.reader);
      await page.waitForURL('**/reading-list/import', { timeout: T });
      await waitForRemote(page, 'reader-app');
      await page.getByRole('heading', { level: 1, name: 'Import & export' }).waitFor({ timeout: T });
      await checkScreen(page, 'user-import-upload', 'desktop');

      // Bad input: the server's message under the field, nothing written.
      await page
        .getByLabel('Export file (CSV)')
        .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Colour\nAda,blue\n') });
      await page.getByRole('button', { name: 'Preview import' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /Goodreads/ })
        .waitFor({ timeout: T });

      await uploadFixture(page, T);
      const matched = page.getByRole('region', { name: /Matched/ });
      // By ISBN-13, by title without the series suffix, by author without diacritics.
      await matched.getByText('The Quiet Engine').first().waitFor();
      await matched.getByText('The Drum of Nine Rivers (Iron Songs, #1)').waitFor();
      await matched.getByText('Tides of Saudade').first().waitFor();
      expect(await matched.getByRole('listitem').count()).toBe(3);
      expect(await matched.getByAltText('Cover of The Drum of Nine Rivers').count()).toBe(1);
      await page
        .getByRole('region', { name: /Not in the catalogue/ })
        .getByText(UNMATCHED)
        .waitFor();
      // The title is in the catalogue, but under another author's name: the reader decides.
      const ambiguous = page.getByRole('region', { name: /Needs your choice/ });
      expect(await ambiguous.getByRole('radio', { name: 'Skip this row' }).isChecked()).toBe(true);
      await ambiguous.getByRole('radio', { name: 'Ice Roads by Mara Ellison' }).check();
      await checkScreen(page, 'user-import-preview', 'desktop');

      // Nothing is written before the confirmation.
      const session = await apiLogin(the.reader);
      expect(await apiCall<unknown[]>('GET', '/reading-list', session.token)).toHaveLength(0);

      await page.getByRole('button', { name: 'Confirm import of 4 books' }).click();
      await page.waitForURL(/\/reading-list\/import\?import=/, { timeout: T });
      await page.getByRole('heading', { name: 'Import report' }).waitFor({ timeout: 60000 });
      const count = async (label: string) =>
        (await page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent())?.trim();
      expect(await count('Added')).toBe('4');
      expect(await count('Unmatched')).toBe('1');
      await checkScreen(page, 'user-import-report', 'desktop');

      // The report downloads as a CSV attachment.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download report (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);

      // Suggest the book the catalogue lacks.
      await page.getByRole('button', { name: 'Suggest these books' }).click();
      await toast(page, '1 book suggested to the catalogue', T);
      await page.getByText('Suggested', { exact: true }).waitFor();

      // The reading list has the four books; the review is on the book's page.
      await page.getByRole('link', { name: 'Go to my reading list' }).click();
      await page.waitForURL('**/reading-list');
      const entries = page.getByTestId('reading-list-entry');
      await entries.nth(3).waitFor({ timeout: T });
      expect(await entries.count()).toBe(4);
      await entries.filter({ hasText: 'Ice Roads' }).first().waitFor();
      await entries
        .filter({ hasText: 'The Drum of Nine Rivers' })
        .getByLabel('Status for The Drum of Nine Rivers')
        .waitFor();
      expect(await entries.filter({ hasText: 'The Drum of Nine Rivers' }).getByRole('combobox').inputValue()).toBe(
        'reading',
      );
      await entries.filter({ hasText: 'The Quiet Engine' }).getByRole('link', { name: 'The Quiet Engine' }).click();
      const review = page.getByTestId('review').filter({ hasText: 'I did not expect to cry.' });
      await review.waitFor({ timeout: T });
      await review.getByText('A gentle, funny story about a repairman and an elevator.').first().waitFor();

      // Export my data: the Goodreads CSV and the JSON download with their names.
      await page.goto('/reading-list/import');
      await waitForRemote(page, 'reader-app');
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Goodreads CSV' }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const [json] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download JSON' }).click(),
      ]);
      expect(json.suggestedFilename()).toMatch(/\.json$/);
    } finally {
      await context.close();
    }
  });

  it('re-importing the same file at phone width changes nothing (and the screens fit a phone)', async () => {
    const { context, page } = await contextAs(the.browser, the.reader, WIDTHS.phone);
    try {
      await page.goto('/reading-list');
      await waitForRemote(page, 'reader-app');
      await page.getByRole('link', { name: 'Import & export' }).click();
      await page.getByLabel('Export file (CSV)').waitFor({ timeout: T });
      await checkScreen(page, 'user-import-upload', 'phone');
      await uploadFixture(page, T);
      await checkScreen(page, 'user-import-preview', 'phone');
      await page.getByRole('button', { name: 'Confirm import of 3 books' }).click();
      await page.getByRole('heading', { name: 'Import report' }).waitFor({ timeout: 60000 });
      expect(await page.locator('dt', { hasText: 'Added' }).locator('xpath=following-sibling::dd').textContent()).toBe(
        '0',
      );
      await checkScreen(page, 'user-import-report', 'phone');
      const session = await apiLogin(the.reader);
      expect(await apiCall<unknown[]>('GET', '/reading-list', session.token)).toHaveLength(4);
    } finally {
      await context.close();
    }
  });
});
