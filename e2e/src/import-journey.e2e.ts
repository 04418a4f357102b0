/**
 * Reading-history import in the browser: a reader signs in, imports a Goodreads library export (e2e/fixtures, demo-catalogue
 * books matched by ISBN-13, by title with a series suffix, by author without diacritics; a catalogue title under
 * another author's name, which the reader picks; one book the catalogue lacks), reviews the preview, confirms, follows the progress to the report, sees the reading list and the review,
 * and suggests the unmatched book; an admin approves it from the pre-filled Add New Book modal, which links the
 * reader's imported row to the new book. Each new screen is checked with axe (no serious or critical violation)
 * and recorded at desktop and phone width in e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatViolations, isSeriousOrCritical, runAxe } from './support/a11y';
import { ADMIN, launchBrowser, newPage, signIn } from './support/browser';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote, type Credentials } from './support/session';

jest.setTimeout(120000);

const FIXTURE = join(__dirname, '..', 'fixtures', 'goodreads_library_export.csv');
const SHOTS = join(__dirname, '..', 'screenshots');
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Width = keyof typeof WIDTHS;

const UNMATCHED = 'The Glass Orchard Almanac';
const T = 15000;

/** axe on the page as it is now (no serious or critical violation) and its screenshot in the visual record. */
async function checkScreen(page: Page, name: string, width: Width): Promise<void> {
  await page.waitForTimeout(200);
  const violations = await runAxe(page);
  const label = `${name} (${width})`;
  if (violations.length) console.log(formatViolations(label, violations));
  const blocking = violations.filter(isSeriousOrCritical);
  expect(blocking.length ? formatViolations(label, blocking) : 'none').toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}--${width}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(`${label}: ${overflow > 1 ? `${overflow}px wider than the window` : 'fits'}`).toBe(`${label}: fits`);
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ timeout: T });

/** Upload the fixture and wait for its preview. */
async function uploadFixture(page: Page): Promise<void> {
  await page.getByLabel('Export file (CSV)').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Preview import' }).click();
  await page.getByText(/Goodreads export: 5 rows\./).waitFor({ timeout: T });
}

describe('reading-history import, export and suggestions', () => {
  let browser: Browser;
  let reader: Credentials;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    reader = await registerReader('importer');
  });
  afterAll(() => browser?.close());

  it('a reader signs in, imports a Goodreads file through the preview, and sees the reading list and the review', async () => {
    const { context, page } = await newPage(browser, WIDTHS.desktop);
    try {
      // Signed-in only: a visitor is sent to /login and comes back after signing in.
      await page.goto('/reading-list/import');
      await page.waitForURL('**/login', { timeout: T });
      await page.getByLabel('Email').fill(reader.email);
      await page.getByLabel('Password', { exact: true }).fill(reader.password);
      await page.getByRole('button', { name: /^(login|sign in)$/i }).click();
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

      await uploadFixture(page);
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
      const session = await apiLogin(reader);
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
      await toast(page, '1 book suggested to the catalogue');
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
    const { context, page } = await contextAs(browser, reader, WIDTHS.phone);
    try {
      await page.goto('/reading-list');
      await waitForRemote(page, 'reader-app');
      await page.getByRole('link', { name: 'Import & export' }).click();
      await page.getByLabel('Export file (CSV)').waitFor({ timeout: T });
      await checkScreen(page, 'user-import-upload', 'phone');
      await uploadFixture(page);
      await checkScreen(page, 'user-import-preview', 'phone');
      await page.getByRole('button', { name: 'Confirm import of 3 books' }).click();
      await page.getByRole('heading', { name: 'Import report' }).waitFor({ timeout: 60000 });
      expect(await page.locator('dt', { hasText: 'Added' }).locator('xpath=following-sibling::dd').textContent()).toBe(
        '0',
      );
      await checkScreen(page, 'user-import-report', 'phone');
      const session = await apiLogin(reader);
      expect(await apiCall<unknown[]>('GET', '/reading-list', session.token)).toHaveLength(4);
    } finally {
      await context.close();
    }
  });

  it('an admin approves the suggestion from the pre-filled Add New Book modal; the reader gets the book', async () => {
    const phone = await contextAs(browser, ADMIN, WIDTHS.phone);
    try {
      await phone.page.goto('/admin/suggestions');
      await waitForRemote(phone.page, 'admin-app');
      await phone.page.getByText(UNMATCHED).first().waitFor({ timeout: T });
      await checkScreen(phone.page, 'admin-suggestions-open', 'phone');
      await phone.page.getByRole('button', { name: `Approve ${UNMATCHED}` }).click();
      const modal = phone.page.getByRole('dialog', { name: 'Add New Book' });
      await modal.waitFor({ timeout: T });
      await phone.page.waitForTimeout(300);
      await checkScreen(phone.page, 'admin-suggestion-approve', 'phone');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached', timeout: T });
    } finally {
      await phone.context.close();
    }

    const { context, page } = await newPage(browser, WIDTHS.desktop);
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      // The screen comes with the admin remote's own menu entry.
      await page
        .getByRole('button', { name: /^admin/i })
        .first()
        .click();
      await page
        .getByRole('menuitem', { name: 'Suggestions' })
        .or(page.getByRole('link', { name: 'Suggestions' }))
        .first()
        .click();
      await page.waitForURL('**/admin/suggestions');
      await waitForRemote(page, 'admin-app');
      const row = page.getByTestId('admin-suggestion-row').filter({ hasText: UNMATCHED });
      await row.waitFor({ timeout: T });
      await row.getByText('9780306406157').waitFor();
      await checkScreen(page, 'admin-suggestions-open', 'desktop');

      await row.getByRole('button', { name: `Approve ${UNMATCHED}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Book' });
      await dialog.waitFor({ timeout: T });
      expect(await dialog.getByLabel('Title').inputValue()).toBe(UNMATCHED);
      expect(await dialog.getByLabel('ISBN').inputValue()).toBe('9780306406157');
      expect(await dialog.getByLabel('Published Date').inputValue()).toBe('2019-01-01');
      expect(await dialog.getByLabel('Page Count').inputValue()).toBe('321');
      expect(await dialog.getByLabel('Publisher').inputValue()).toBe('Fictional Press');
      // The author of that name in the catalogue is found on the server and picked.
      await page.waitForFunction(() =>
        Boolean(document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]')?.value),
      );
      expect(await dialog.getByRole('combobox', { name: /^Author/ }).inputValue()).toBe('Mara Ellison');
      await page.waitForTimeout(300);
      await checkScreen(page, 'admin-suggestion-approve', 'desktop');

      await dialog.getByRole('button', { name: 'Image URL' }).click();
      await dialog.getByLabel('Cover Image URL').fill('https://images.example.com/glass-orchard.jpg');

      // The ISBN field: a wrong check digit is refused in the page, a taken ISBN by the server (409), at the field.
      const isbn = dialog.getByLabel('ISBN');
      await isbn.fill('978-0-306-40615-8');
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await dialog.getByText('ISBN must be a valid ISBN-10 or ISBN-13').waitFor({ timeout: T });
      await isbn.fill('979-8-000-00010-6'); // The Quiet Engine's
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await dialog.getByText('A book with this ISBN already exists').waitFor({ timeout: T });
      expect(await isbn.getAttribute('aria-invalid')).toBe('true');
      await isbn.fill('9780306406157');
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await toast(page, `Suggestion approved: 1 reader linked to ${UNMATCHED}`);
      await row.waitFor({ state: 'detached', timeout: T });
    } finally {
      await context.close();
    }

    // The reader's imported row now points at the new book (their wishlist).
    const session = await apiLogin(reader);
    const list = await apiCall<{ status: string; book: { _id: string; title: string } }[]>(
      'GET',
      '/reading-list',
      session.token,
    );
    const added = list.find((e) => e.book.title === UNMATCHED);
    expect(added).toMatchObject({ status: 'wishlist' });
    // The entry shows the book's card; the book is the one made from the suggestion, ISBN included.
    expect(await apiCall<{ isbn?: string }>('GET', `/books/${added?.book._id}`, session.token)).toMatchObject({
      isbn: '9780306406157',
    });

    // Leave the demo catalogue as the other journeys expect it.
    const admin = await apiLogin(ADMIN);
    await apiCall('DELETE', `/books/${added!.book._id}`, admin.token);
  });
});
