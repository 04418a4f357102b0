/**
 * Readers talk about reviews, in the browser: A comments on B's review from the book's page, and B's navbar bell shows
 * it without a reload (the poll is shortened for the test through the page's window-level setting); B's notifications
 * link to the review and are marked read. Then B blocks A from A's profile, after confirming: A can no longer comment
 * on B's reviews, and the book's page no longer shows A B's review. Axe finds nothing on /notifications nor on the
 * book's page with comments open, at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/a11y';
import { launchBrowser } from './support/browser';
import { API_URL } from './support/ports';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote, waitForSettled } from './support/session';

jest.setTimeout(180000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const POLL_MS = 2000;

async function axeAtBothWidths(page: Page, label: string): Promise<void> {
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await waitForSettled(page);
    const violations = await runAxe(page);
    expect(violations.length ? formatViolations(`${label} (${name})`, violations) : 'none').toBe('none');
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('comments, notifications and blocks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("tells B of A's comment through the bell, and once B blocks A, B's reviews are out of A's reach", async () => {
    const [a, b] = await Promise.all([registerReader('talker'), registerReader('writer')]);
    const [sa, sb] = await Promise.all([apiLogin(a), apiLogin(b)]);
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=title');
    const review = await apiCall<{ _id: string }>('POST', '/reviews', sb.token, {
      book: book._id,
      rating: 5,
      title: 'A quiet triumph',
      content: 'Every chapter earns its place.',
      spoiler: false,
    });

    const writer = await contextAs(browser, b, VIEWPORTS.desktop);
    const talker = await contextAs(browser, a, VIEWPORTS.desktop);
    try {
      await writer.context.addInitScript(`window.__booknookNotificationPollMs = ${POLL_MS};`);
      const bell = writer.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
      await writer.page.goto('/');
      await waitForRemote(writer.page, 'reader-app');
      await bell.waitFor();
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');

      // A comments on B's review from the book's page; a link in it stays text.
      const pa = talker.page;
      await pa.goto(`/books/${book._id}`);
      await waitForRemote(pa, 'reader-app');
      const item = pa.getByTestId('review').filter({ hasText: 'A quiet triumph' });
      await item.getByRole('button', { name: '0 comments' }).click();
      await item.getByRole('textbox', { name: 'Your comment' }).fill('Agreed, see https://example.com/essay');
      await item.getByRole('button', { name: 'Post comment' }).click();
      const posted = item.getByTestId('comment').filter({ hasText: 'Agreed, see https://example.com/essay' });
      await posted.waitFor();
      expect(await posted.getByRole('link', { name: /example\.com/ }).count()).toBe(0);
      await item.getByRole('button', { name: '1 comment' }).waitFor();
      await axeAtBothWidths(pa, 'book page with comments open');

      // B's bell shows it without a reload (well within 30 s at the test's poll).
      await writer.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 30000 });
      await bell.click();
      await writer.page.waitForURL('**/notifications');
      // The page names itself once its code has loaded and rendered.
      await writer.page.waitForFunction(() => document.title === 'Notifications · BookNook', undefined, {
        timeout: 15_000,
      });
      const entry = writer.page.getByRole('link', { name: `${a.username} commented on your review of ${book.title}` });
      await entry.waitFor();
      expect(await entry.getAttribute('href')).toBe(`/books/${book._id}#review-${review._id}`);
      await axeAtBothWidths(writer.page, '/notifications');
      await writer.page.getByRole('button', { name: 'Mark all as read' }).click();
      await writer.page.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
      await writer.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Notifications', exact: true })
        .waitFor({ timeout: 15000 });

      // B blocks A from A's profile, confirming in the dialog.
      await writer.page.goto(`/readers/${a.username}`);
      await waitForRemote(writer.page, 'reader-app');
      await writer.page.getByRole('button', { name: 'Block', exact: true }).click();
      const dialog = writer.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Block', exact: true }).click();
      await writer.page.getByRole('button', { name: 'Unblock', exact: true }).waitFor();
      await writer.page.goto('/profile');
      await writer.page.getByRole('region', { name: 'Blocked readers' }).getByText(a.username).first().waitFor();

      // A can no longer comment on B's review (the API refuses), nor see it on the book's page.
      const refused = await fetch(`${API_URL}/api/reviews/${review._id}/comments`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sa.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: 'Still here?' }),
      });
      expect(refused.status).toBe(403);
      await pa.reload();
      await waitForRemote(pa, 'reader-app');
      await pa.getByTestId('review-count').waitFor();
      await waitForSettled(pa);
      expect(await pa.getByTestId('review').filter({ hasText: 'A quiet triumph' }).count()).toBe(0);
    } finally {
      await writer.context.close();
      await talker.context.close();
    }
  });
});
