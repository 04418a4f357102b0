/**
 * Readers meet readers, in the browser: a reader follows another, who finishes a book and reviews it; the first
 * reader's home shows both, with links to the reader and the book, and the book's page shows who they follow has it.
 * Then the followed reader keeps everything to themselves: a stranger can no longer read their list, and the feed
 * and the book's page drop them. Axe finds nothing on the signed-in home with a feed, at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/a11y';
import { launchBrowser } from './support/browser';
import { API_URL } from './support/ports';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote, waitForSettled } from './support/session';

jest.setTimeout(120000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function statusOf(path: string, token: string): Promise<number> {
  const res = await fetch(`${API_URL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForRemote(page, 'reader-app');
  await page.getByRole('heading', { level: 2, name: 'From readers you follow' }).waitFor();
}

describe('readers you follow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("shows a followed reader's finished book and review on the home page and the book's page, until they keep them to themselves", async () => {
    const [a, b, c] = await Promise.all([registerReader('fan'), registerReader('author'), registerReader('stranger')]);
    const [sa, sb, sc] = await Promise.all([apiLogin(a), apiLogin(b), apiLogin(c)]);
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=title');

    await apiCall('POST', `/readers/${b.username}/follow`, sa.token);
    await apiCall('POST', '/reading-list', sb.token, { bookId: book._id, status: 'completed' });
    await apiCall('POST', '/reviews', sb.token, {
      book: book._id,
      rating: 4,
      title: 'Worth every page',
      content: 'A patient, generous book that rewards a slow read.',
      spoiler: false,
    });

    const { context, page } = await contextAs(browser, a, VIEWPORTS.desktop);
    try {
      await openHome(page);
      const feed = page.getByRole('region', { name: 'From readers you follow' });
      const items = feed.getByTestId('feed-item');
      await items.filter({ hasText: `${b.username} reviewed ${book.title}` }).waitFor();
      await items.filter({ hasText: `${b.username} finished ${book.title}` }).waitFor();
      const review = items.filter({ hasText: 'reviewed' });
      await review.getByText('Worth every page').waitFor();
      await review.getByText('A patient, generous book').waitFor();
      expect(await review.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
      expect(await review.getByRole('link', { name: b.username, exact: true }).getAttribute('href')).toBe(
        `/readers/${b.username}`,
      );
      expect(await review.locator('time').getAttribute('title')).toMatch(/\d{4}/);

      // Axe on the signed-in home with a feed, at both widths.
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await waitForSettled(page);
        const violations = await runAxe(page);
        expect(violations.length ? formatViolations(`signed-in home (${name})`, violations) : 'none').toBe('none');
      }
      await page.setViewportSize(VIEWPORTS.desktop);

      // The book's page, from the feed's link: the reader they follow, with where the book is on their list.
      await review.getByRole('link', { name: book.title, exact: true }).click();
      await page.waitForURL(`**/books/${book._id}`);
      const friends = page.getByRole('region', { name: 'Readers you follow' });
      await friends
        .getByTestId('book-friend')
        .filter({ hasText: b.username })
        .filter({ hasText: 'Completed' })
        .waitFor();
      await page.getByTestId('review').getByRole('link', { name: b.username, exact: true }).first().waitFor();

      // B keeps their list and activity to themselves: a stranger gets the API's 404, and A's feed and book page drop B.
      expect(await statusOf(`/readers/${b.username}/reading-list`, sc.token)).toBe(200);
      await apiCall('PUT', '/auth/privacy', sb.token, { listVisibility: 'me', activityVisibility: 'me' });
      expect(await statusOf(`/readers/${b.username}/reading-list`, sc.token)).toBe(404);

      await openHome(page);
      await feed
        .getByText(/have not shared anything yet|not following anyone yet|Nothing from readers you follow yet/)
        .waitFor();
      expect(await items.count()).toBe(0);
      await page.goto(`/books/${book._id}`);
      await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
      await waitForSettled(page);
      expect(await page.getByRole('heading', { name: 'Readers you follow' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
