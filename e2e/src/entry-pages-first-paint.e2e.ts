// A book's and an author's page painted from their HTML before any script runs: the reader deployment's edge renders
// them per request with their data (edge/src/remote-edge/reader-app.ts), the shell's server puts that paint into the
// page, and React's first render takes it over with the same answers (they came in the HTML), so nothing moves.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { holdScripts, stylesheetsLoaded } from './support/first-paint';
import { API_URL, BASE_URL } from './support/ports';
import { contextAs } from './support/session';

const PHONE = { width: 412, height: 823 };

interface SeededBook {
  _id: string;
  title: string;
  author: { _id: string; name: string };
}

describe("the static first paint of a book's and an author's page", () => {
  let browser: Browser;
  let book: SeededBook;
  let reviewTitles: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const books = (await (await fetch(`${API_URL}/api/books?sort=-averageRating&limit=1`)).json()) as {
      data: SeededBook[];
    };
    book = books.data[0];
    const reviews = (await (await fetch(`${API_URL}/api/reviews?book=${book._id}&page=1&limit=20`)).json()) as {
      data: { title: string }[];
    };
    reviewTitles = reviews.data.map((r) => r.title);
  });
  afterAll(() => browser.close());

  it('shows the book, its cover and its reviews with JavaScript disabled', async () => {
    expect(reviewTitles.length).toBeGreaterThan(0);
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const res = await page.goto(`/books/${book._id}`);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: book.title }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: book.author.name }).first().isVisible()).toBe(true);
    for (const title of reviewTitles.slice(0, 3)) expect(await page.getByText(title).first().isVisible()).toBe(true);
    // The cover (the page's LCP) comes with the HTML and is drawn.
    await page.waitForFunction(() => (document.querySelector('.reader-book-hero img') as HTMLImageElement)?.complete);
    expect(
      await page.locator('.reader-book-hero img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the author, their biography and their books with JavaScript disabled', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const res = await page.goto(`/authors/${book.author._id}`);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: book.author.name }).isVisible()).toBe(true);
    expect(await page.locator('.reader-author-page__bio').isVisible()).toBe(true);
    expect(await page.getByText(book.title).first().isVisible()).toBe(true);
    await context.close();
  });

  it('does not move the cover or read the book again before it shows it when React takes over', async () => {
    const { context, page } = await contextAs(browser, null, PHONE);
    const bookReads: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/books/${book._id}`)) bookReads.push(Date.now());
    });
    const release = await holdScripts(page);
    await page.goto(`/books/${book._id}`, { waitUntil: 'commit' });
    await page.locator('.reader-book-hero img').waitFor();
    await stylesheetsLoaded(page);
    const before = await page.locator('.reader-book-hero img').boundingBox();
    expect(bookReads).toEqual([]);
    release();
    await page.locator('[data-remote="reader-app"] .reader-book-hero').waitFor();
    // The answers the page was painted with were taken in (their block is gone) and shown at once.
    expect(await page.locator('#reader-first-paint-data').count()).toBe(0);
    expect(await page.locator('.reader-book-hero img').boundingBox()).toEqual(before);
    expect(await page.getByRole('heading', { level: 1, name: book.title }).isVisible()).toBe(true);
    await context.close();
  });

  it('paints no page for an unknown book: its 404 is the app, which says so', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const res = await page.goto('/books/000000000000000000000000');
    expect(res?.status()).toBe(404);
    expect(await page.locator('.reader-book-detail').count()).toBe(0);
    await context.close();
  });
});
