/**
 * My year in the browser: a reader sets a yearly goal, finishes a book and sees it counted on "My year" (reached
 * from the navbar entry reader-app contributes); a spoiler review is hidden from another reader until Show.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, submitLogin } from './support/browser';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote } from './support/session';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const YEAR = new Date().getUTCFullYear();

describe("a reader's year", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sets a goal, finishes a book and sees it counted, month and cover included', async () => {
    const account = await registerReader('year');
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=-title');
    const { context, page } = await contextAs(browser, account, { width: 1280 });
    try {
      await page.goto('/');
      await waitForRemote(page, 'reader-app');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'My Year' }).click();
      await page.waitForURL('**/my-year');
      await page.getByRole('heading', { level: 1, name: `My Year in Books: ${YEAR}` }).waitFor();
      await page.getByRole('heading', { name: `No books finished in ${YEAR}` }).waitFor();

      await page.getByRole('button', { name: 'Set a goal' }).click();
      await page.getByLabel(`Books to finish in ${YEAR}`).fill('3');
      await page.getByRole('button', { name: 'Save goal' }).click();
      await toast(page, 'Reading goal saved');
      await page
        .getByTestId('goal-summary')
        .filter({ hasText: /^0 of 3 books/ })
        .waitFor();

      // Finish a book from its page, once the reader remote runs it (its first paint's buttons do nothing before).
      await page.goto(`/books/${book._id}`);
      await waitForRemote(page, 'reader-app');
      await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
      await page.getByRole('button', { name: 'Completed' }).click();
      await toast(page, 'Added to Completed list');

      await nav.getByRole('link', { name: 'My Year' }).click();
      await page
        .getByTestId('goal-summary')
        .filter({ hasText: /^1 of 3 books/ })
        .waitFor();
      expect(await page.getByTestId('my-year-books').textContent()).toBe('1');
      const finished = page.getByRole('region', { name: /in the order you finished them/ });
      await finished.getByAltText(`Cover of ${book.title}`).first().waitFor();
      expect(
        await page
          .getByRole('progressbar', { name: `Progress towards the ${YEAR} goal` })
          .getAttribute('aria-valuenow'),
      ).toBe('33');

      // The reader moves the finish date to 1 January: the month chart's table follows.
      await page.goto('/reading-list');
      const entry = page.getByTestId('reading-list-entry').filter({ hasText: book.title });
      await entry.getByText(/Finished /).waitFor();
      await entry.getByRole('button', { name: `Edit dates of ${book.title}` }).click();
      await entry.getByLabel('Started').fill(`${YEAR}-01-01`);
      await entry.getByLabel('Finished').fill(`${YEAR}-01-01`);
      await entry.getByRole('button', { name: 'Save dates' }).click();
      await toast(page, 'Reading dates updated');
      await page.goto('/my-year');
      await page
        .getByRole('table', { name: 'Books finished' })
        .getByRole('row', { name: 'January 1' })
        .waitFor({ state: 'attached' });
      await page.getByText('1 book in all; the most in January (1).').waitFor();

      // Another year through the URL, and back with the selector.
      await page.goto(`/my-year/${YEAR - 1}`);
      await page.getByRole('heading', { name: `No books finished in ${YEAR - 1}` }).waitFor();
      await page.getByLabel('Year').selectOption(String(YEAR));
      await page.waitForURL(`**/my-year/${YEAR}`);
      await page
        .getByTestId('goal-summary')
        .filter({ hasText: /^1 of 3 books/ })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps dates as the days the reader sees, and dates a finish with the reader's today, wherever the reader is", async () => {
    const account = await registerReader('year');
    const books = await apiCall<{ _id: string; title: string; publishedDate?: string }[]>(
      'GET',
      '/books?limit=3&sort=-title',
    );
    // UTC-11 and UTC+14: 25 hours apart, so at any hour one of them is not on UTC's date; and west of Greenwich a UTC
    // midnight (how a day is kept) is the evening before.
    for (const [i, timeZone] of ['Pacific/Pago_Pago', 'Pacific/Kiritimati'].entries()) {
      const book = books[i];
      const { context, page } = await contextAs(browser, account, { width: 1280, timeZone });
      try {
        // A day as this browser writes it (its locale), and today's date where it is.
        const day = (iso: string) =>
          page.evaluate(
            (d) =>
              new Date(d).toLocaleDateString(undefined, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              }),
            iso,
          );
        const today = await page.evaluate(() =>
          new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
        );
        await page.goto(`/books/${book._id}`);
        await waitForRemote(page, 'reader-app');
        await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
        if (book.publishedDate) await page.getByText(await day(book.publishedDate), { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Completed' }).click();
        await toast(page, 'Added to Completed list');

        await page.goto('/reading-list');
        const entry = page.getByTestId('reading-list-entry').filter({ hasText: book.title });
        await entry.getByText(`Finished ${today}`).waitFor();
        await entry.getByRole('button', { name: `Edit dates of ${book.title}` }).click();
        await entry.getByLabel('Started').fill('2025-01-05');
        await entry.getByRole('button', { name: 'Save dates' }).click();
        await toast(page, 'Reading dates updated');
        await entry.getByText(`Started ${await day('2025-01-05')} · Finished ${today}`).waitFor();
      } finally {
        await context.close();
      }
    }
  });

  it('sends a visitor from /my-year to /login and back after signing in', async () => {
    const account = await registerReader('year');
    const { context, page } = await contextAs(browser, null, { width: 1280 });
    try {
      await page.goto('/my-year');
      await page.waitForURL('**/login');
      await submitLogin(page, account);
      await page.waitForURL('**/my-year');
      await page.getByRole('heading', { level: 1, name: `My Year in Books: ${YEAR}` }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('hides a spoiler review from another reader until Show; its author sees a badge', async () => {
    const [author, other] = [await registerReader('year'), await registerReader('year')];
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=-title');
    const title = `Do not read before the end ${Date.now().toString(36)}`;
    const content = 'The lighthouse keeper was the narrator all along.';
    const writer = await contextAs(browser, author, { width: 1280 });
    const reader = await contextAs(browser, other, { width: 390, height: 844 });
    try {
      const { page } = writer;
      await page.goto(`/books/${book._id}`);
      await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
      await page.getByRole('button', { name: 'Write Review' }).click();
      await page.getByRole('radio', { name: '5 stars' }).click();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Content').fill(content);
      await page.getByRole('checkbox', { name: 'This review contains spoilers' }).check();
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await toast(page, 'Review added successfully');
      const mine = page.getByTestId('review').filter({ hasText: 'Your review' });
      await mine.getByText('Contains spoilers').waitFor();
      await mine.getByText(content).waitFor();

      const p2 = reader.page;
      await p2.goto(`/books/${book._id}`);
      const theirs = p2.getByTestId('review').filter({ has: p2.getByRole('heading', { name: title }) });
      await theirs.getByText('This review contains spoilers').waitFor();
      expect(await theirs.getByText(content).count()).toBe(0);
      await theirs.getByRole('button', { name: /^Show review by / }).click();
      await theirs.getByText(content).waitFor();
      expect(await theirs.getByText('This review contains spoilers').count()).toBe(0);
    } finally {
      await writer.context.close();
      await reader.context.close();
      const { token } = await apiLogin(author);
      const [review] = await apiCall<{ _id: string }[]>(
        'GET',
        `/reviews?book=${book._id}&search=${encodeURIComponent(title)}`,
      );
      if (review) await apiCall('DELETE', `/reviews/${review._id}`, token);
    }
  });
});
