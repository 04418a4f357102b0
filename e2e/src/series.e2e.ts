// A series page lists its books in reading order with the signed-in reader's status on each, at both widths with no
// accessibility violation; the book page says "Book 2 of …" and leads there.
import type { Browser, Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/a11y';
import { launchBrowser } from './support/browser';
import { checkScreen, WIDTHS, type Width } from './support/checked-screen';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote } from './support/session';

jest.setTimeout(60000);

interface SeriesEntry {
  position: number;
  book: { _id: string; title: string };
}

/** axe finds nothing at all on the screen as it is now (whatever the impact), and it joins the visual record. */
async function noViolations(page: Page, name: string, width: Width): Promise<void> {
  const violations = await runAxe(page);
  expect(violations.length ? formatViolations(`${name} (${width})`, violations) : 'none').toBe('none');
  await checkScreen(page, name, width);
}

describe('a series page', () => {
  let browser: Browser;
  let series: { _id: string; name: string; entries: SeriesEntry[] };
  let reader: Awaited<ReturnType<typeof registerReader>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [first] = await apiCall<{ _id: string }[]>('GET', '/series?limit=1');
    series = await apiCall('GET', `/series/${first._id}`);
    expect(series.entries.length).toBeGreaterThanOrEqual(3);
    // A new reader who finished the first book and is reading the second.
    reader = await registerReader('series');
    const { token } = await apiLogin(reader);
    await apiCall('POST', '/reading-list', token, { bookId: series.entries[0].book._id, status: 'completed' });
    await apiCall('POST', '/reading-list', token, { bookId: series.entries[1].book._id, status: 'reading' });
  });
  afterAll(() => browser?.close());

  for (const width of ['phone', 'desktop'] as const)
    it(`lists the books in reading order with the reader's status on each (${width})`, async () => {
      const { context, page } = await contextAs(browser, reader, WIDTHS[width]);
      try {
        await page.goto(`/series/${series._id}`);
        await waitForRemote(page, 'reader-app');
        await page.getByRole('heading', { level: 1, name: series.name }).waitFor();
        const rows = page.getByTestId('series-entry');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(series.entries.length);
        const titles = await rows.locator('h2').allTextContents();
        expect(titles).toEqual(series.entries.map((e) => e.book.title));
        expect(await rows.nth(0).getByTestId('series-entry-status').textContent()).toBe('Completed');
        expect(await rows.nth(1).getByTestId('series-entry-status').textContent()).toBe('Currently Reading');
        expect(await rows.nth(2).getByTestId('series-entry-status').count()).toBe(0);
        expect(await rows.nth(1).textContent()).toContain(`Book ${series.entries[1].position}`);
        await noViolations(page, 'series-page-signed-in', width);

        // Its book's page says which book of the series it is, and leads back.
        await rows.nth(1).getByRole('link', { name: series.entries[1].book.title }).click();
        const line = page.getByRole('list', { name: 'Series' });
        await line.waitFor();
        expect(await line.textContent()).toBe(`Book ${series.entries[1].position} of ${series.name}`);
        await line.getByRole('link', { name: series.name }).click();
        await page.getByRole('heading', { level: 1, name: series.name }).waitFor();
      } finally {
        await context.close();
      }
    });
});
