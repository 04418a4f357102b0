/**
 * Pages people can find and share: every page names itself in the tab, most specific first, and after each
 * client-side navigation a polite live region says the new page (nothing on the first page), in the real
 * browser over the production builds: the shell, the reader remote and the admin remote each name their pages.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN, launchBrowser } from './support/browser';
import { apiCall, contextAs, waitForRemote } from './support/session';

jest.setTimeout(60000);

const announcer = (page: Page) => page.locator('#ui-page-announcer');
const announced = (page: Page, text: string) =>
  page.waitForFunction((t) => document.getElementById('ui-page-announcer')?.textContent === t, text);
const titled = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, title);

describe('page titles and navigation announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a visitor goes from the catalogue to a book and its author: each page is named and announced, the first is not', async () => {
    // A book of the catalogue's first page (its default order) that has an author.
    const books = await apiCall<{ _id: string; title: string; author: { _id: string; name: string } | null }[]>(
      'GET',
      '/books?limit=24',
    );
    const book = books.find(
      (b): b is (typeof books)[number] & { author: { _id: string; name: string } } => b.author !== null,
    );
    if (!book) throw new Error('no book of the first page has an author');
    const { context, page } = await contextAs(browser, null);
    try {
      await page.goto('/books');
      await waitForRemote(page, 'reader-app');
      await titled(page, 'Books · BookNook');
      expect(await announcer(page).getAttribute('aria-live')).toBe('polite');
      expect(await announcer(page).textContent()).toBe('');

      await page
        .getByTestId('book-card')
        .filter({ hasText: book.title })
        .first()
        .getByRole('link', { name: book.title, exact: true })
        .click();
      await page.waitForURL(`**/books/${book._id}`);
      await announced(page, `${book.title} by ${book.author.name} · BookNook`);
      expect(await page.title()).toBe(`${book.title} by ${book.author.name} · BookNook`);

      await page.getByRole('link', { name: book.author.name, exact: true }).first().click();
      await page.waitForURL(`**/authors/${book.author._id}`);
      await page.getByRole('heading', { level: 1, name: book.author.name }).waitFor();
      await announced(page, `${book.author.name} · BookNook`);
      expect(await page.title()).toBe(`${book.author.name} · BookNook`);

      await page.goBack();
      await announced(page, `${book.title} by ${book.author.name} · BookNook`);

      await page.getByRole('link', { name: 'Login', exact: true }).first().click();
      await announced(page, 'Login · BookNook');
      expect(await page.locator('#ui-page-announcer').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('an admin screen is named on load and announced after moving to another one', async () => {
    const { context, page } = await contextAs(browser, ADMIN);
    try {
      await page.goto('/admin/books');
      await waitForRemote(page, 'admin-app');
      await titled(page, 'Manage Books · BookNook');
      expect(await announcer(page).textContent()).toBe('');
      await page.getByRole('link', { name: 'Home', exact: true }).first().click();
      await announced(page, 'Home · BookNook');
    } finally {
      await context.close();
    }
  });
});
