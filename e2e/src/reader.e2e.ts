// A visitor's journeys: the catalogue and a book's page, the page of a book the API cannot serve, a narrow phone.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, toast } from './support/browser';
import { apiCall } from './support/session';

describe('reader journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a visitor browses home, the catalogue and a book with its reviews', async () => {
    const genres = await apiCall<{ _id: string; name: string; bookCount: number }[]>('GET', '/genres');
    const genre = genres.find((g) => g.bookCount > 0) ?? genres[0];
    const [first] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1');
    const { context, page } = await newPage(browser, { width: 1280 });
    try {
      await page.goto('/');
      await page.locator('[data-remote="reader-app"]').waitFor();
      await page.getByRole('heading', { name: 'Top Rated Books' }).waitFor();
      await page.getByRole('region', { name: 'Top Rated Books' }).getByTestId('book-card').nth(5).waitFor();
      expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Browse Books' }).first().click();
      await page.waitForURL('**/books');
      await page.getByTestId('book-card').first().waitFor();

      const word = first.title.split(/\s+/).find((w) => w.length > 3) ?? first.title;
      await page.getByLabel('Search books').fill(word);
      await page.waitForURL((url) => url.searchParams.get('search') === word);
      await page
        .getByRole('link', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Clear all filters' }).first().click();
      await page.waitForURL((url) => url.search === '');

      // Typed without accents, as on most keyboards: a seeded author's books are found ("Amélie Fournier").
      const [accented] = await apiCall<{ _id: string; name: string }[]>(
        'GET',
        `/authors?search=${encodeURIComponent('Amélie')}`,
      );
      const [byAccented] = await apiCall<{ title: string }[]>('GET', `/books?author=${accented._id}&limit=1`);
      await page.getByLabel('Search books').fill('amelie fournier');
      await page.waitForURL((url) => url.searchParams.get('search') === 'amelie fournier');
      await page
        .getByRole('link', { name: new RegExp(byAccented.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Clear all filters' }).first().click();
      await page.waitForURL((url) => url.search === '');

      await page.getByLabel('Genre').selectOption(genre._id);
      await page.waitForURL((url) => url.searchParams.get('genre') === genre._id);
      await page.getByLabel('Sort by').selectOption('title');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
      await page.getByTestId('book-card').first().waitFor();
      await page.getByRole('button', { name: 'List' }).click();
      await page.locator('[data-view="list"]').waitFor();
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.get('genre') === genre._id);
      await page.getByRole('button', { name: 'Clear all filters' }).first().click();
      await page.waitForURL((url) => url.search === '');

      await page.getByTestId('book-card').first().locator('a').first().click();
      await page.waitForURL(/\/books\/[a-f0-9]+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('heading', { name: 'Rating distribution' })
        .or(page.getByRole('list', { name: 'Rating distribution' }))
        .waitFor();
      await page.getByTestId('review').first().or(page.getByText('No reviews yet')).first().waitFor();
      await page.getByText('Please login to write a review').waitFor();
    } finally {
      await context.close();
    }
  });

  it("says a book's page failed to load when the API cannot answer, not that the book does not exist", async () => {
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1');
    const { context, page } = await newPage(browser, { width: 1280 });
    try {
      const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';
      await page.route(`**/api/books/${book._id}`, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'Retry-After': '5' },
          body: JSON.stringify({ success: false, message: unavailable }),
        }),
      );
      await page.goto(`/books/${book._id}`);
      await page.getByRole('heading', { level: 1, name: 'Failed to load book details' }).waitFor();
      await toast(page, unavailable);
      expect(await page.getByText('Book not found').count()).toBe(0);
      await page.unroute(`**/api/books/${book._id}`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    const [book] = await apiCall<{ _id: string }[]>('GET', '/books?limit=1');
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    try {
      for (const path of ['/', '/books', `/books/${book._id}`, '/authors']) {
        await page.goto(path);
        await page.locator('[data-remote="reader-app"] h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => {
          const root = document.querySelector('[data-remote="reader-app"]') as HTMLElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
      }
    } finally {
      await context.close();
    }
  });
});
