// Pages that hold still: once a page has painted, nothing on it moves. Each measured page (the landing page, the
// catalogue, a book, its author, a reader's profile), on a phone as Lighthouse's mobile profile sees it, keeps its
// cumulative layout shift within Web Vitals' "good" bound, on a first visit (a book nobody has opened since the
// product started: no first paint of it is kept yet) and on a repeated one (the same browser, its caches warm).
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { layoutShift } from './support/first-paint';
import { apiCall, contextAs, waitForRemote } from './support/session';

/** Web Vitals' bound of a "good" cumulative layout shift. */
const GOOD_CLS = 0.1;
const PHONE = { width: 412, height: 823 };

interface ListedBook {
  _id: string;
  title: string;
  author: { _id: string; name: string } | null;
}

describe('layout stability of the measured pages', () => {
  let browser: Browser;
  const pages: [string, string][] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    // The catalogue's last book by title: the other journeys open the first pages' books, so its page is a first one.
    const books = await apiCall<ListedBook[]>('GET', '/books?sort=-title&limit=24');
    const book = books.find((b) => b.author) ?? books[0];
    pages.push(['the landing page', '/'], ['the catalogue', '/books'], ['a book', `/books/${book._id}`]);
    if (book.author) pages.push(['an author', `/authors/${book.author._id}`]);
    pages.push(["a reader's profile", '/readers/amy_pages']);
  });
  afterAll(() => browser?.close());

  /** Opens `path`, lets it settle (data, images, fonts), and reads the layout shift of that load. */
  async function visit(page: import('playwright-core').Page, path: string): Promise<number> {
    await page.goto(path);
    await waitForRemote(page, 'reader-app');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    return layoutShift(page);
  }

  it('moves nothing after its first paint, on a first visit and on a repeated one', async () => {
    const shifts: Record<string, { first: number; repeated: number }> = {};
    for (const [name, path] of pages) {
      const { context, page } = await contextAs(browser, null, PHONE);
      try {
        const first = await visit(page, path);
        const repeated = await visit(page, path);
        shifts[name] = { first: Math.round(first * 1000) / 1000, repeated: Math.round(repeated * 1000) / 1000 };
      } finally {
        await context.close();
      }
    }
    const moving = Object.entries(shifts).filter(([, s]) => s.first > GOOD_CLS || s.repeated > GOOD_CLS);
    expect({ measured: Object.keys(shifts).length, moving: Object.fromEntries(moving) }).toEqual({
      measured: pages.length,
      moving: {},
    });
  });
});
