// What a reader does on a page's static first paint before its code runs (a tap as the page appears) is not lost when
// React's first render replaces the markup: the shell keeps it and gives it to the live page (shell/src/early-input.ts).
import type { Browser } from 'playwright-core';
import { launchBrowser, toast } from './support/browser';
import { holdReaderRemote } from './support/first-paint';
import { API_URL } from './support/ports';
import { apiCall, contextAs, registerReader } from './support/session';

const PHONE = { width: 412, height: 823 };

describe('what a reader does on the static first paint', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a search typed into the painted catalogue is searched once the page runs', async () => {
    const [book] = (
      (await (await fetch(`${API_URL}/api/books?sort=-title&limit=1`)).json()) as {
        data: { title: string }[];
      }
    ).data;
    const { context, page } = await contextAs(browser, null, PHONE);
    try {
      const remote = await holdReaderRemote(page);
      await page.goto('/books', { waitUntil: 'commit' });
      await remote.shellRunning();
      // The painted field (the live page has none yet).
      await page.getByLabel('Search books').pressSequentially(book.title, { delay: 10 });
      remote.release();
      await page.waitForURL((url) => url.searchParams.get('search') === book.title);
      expect(await page.locator('[data-remote="reader-app"]').getByLabel('Search books').inputValue()).toBe(book.title);
      await page.locator('[data-remote="reader-app"] [data-testid="book-card"] h3', { hasText: book.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("a reading-list status pressed on a book's painted page is chosen once the page runs", async () => {
    const account = await registerReader('early');
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=title');
    const { context, page, session } = await contextAs(browser, account, PHONE);
    try {
      const remote = await holdReaderRemote(page);
      await page.goto(`/books/${book._id}`, { waitUntil: 'commit' });
      await remote.shellRunning();
      await page.getByRole('button', { name: 'Completed' }).click();
      remote.release();
      await toast(page, 'Added to Completed list');
      const entries = await apiCall<{ book: { _id: string }; status: string }[]>(
        'GET',
        '/reading-list',
        session!.token,
      );
      expect(entries.map((e) => [e.book._id, e.status])).toEqual([[book._id, 'completed']]);
    } finally {
      await context.close();
    }
  });
});
