/**
 * An administrator with the keyboard only (as in community-keyboard): reaches Reports from the Admin menu and
 * dismisses the reports of a review, and the focus is not dropped on the page's body when the item leaves the queue.
 * Every focused control must show a visible focus indicator. The data created here is removed through the API
 * afterwards.
 */
import { ADMIN } from './support/browser';
import { focusKept, focusRingCheck } from './support/keyboard';
import { apiCall, apiLogin, contextAs, pollFor, waitForRemote } from './support/session';
import { twoReaders } from './support/file-readers';

jest.setTimeout(120000);

describe('community screens with the keyboard only', () => {
  const the = twoReaders('keys', 'penned');
  const { cleanup } = the;
  const { missing: noFocusRing, tabAndPress } = focusRingCheck();

  it('an administrator reaches Reports from the Admin menu and dismisses a report', async () => {
    const [, book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=2&sort=title');
    const title = `Keys reported ${Date.now()}`;
    const review = await apiCall<{ _id: string }>('POST', '/reviews', the.sw.token, {
      book: book._id,
      rating: 2,
      title,
      content: 'Buy my pills.',
      spoiler: false,
    });
    cleanup.push(() => apiCall('DELETE', `/reviews/${review._id}`, the.sw.token));
    await apiCall('POST', '/reports', the.sr.token, { kind: 'review', target: review._id, reason: 'spam' });
    const admin = await apiLogin(ADMIN);
    cleanup.push(() =>
      apiCall('POST', `/reports/review/${review._id}/resolve`, admin.token, { action: 'dismiss' }).catch(
        () => undefined,
      ),
    );

    const { context, page } = await contextAs(the.browser, ADMIN);
    try {
      await page.goto('/admin');
      await waitForRemote(page, 'admin-app');
      await tabAndPress(page, page.getByRole('button', { name: 'Admin', exact: true }), 'Admin menu');
      const reports = page.getByRole('link', { name: 'Reports', exact: true });
      await reports.waitFor();
      await tabAndPress(page, reports, 'Reports', {});
      await page.waitForURL((u) => u.pathname === '/admin/reports');
      await waitForRemote(page, 'admin-app');
      await page.getByTestId('admin-report-row').first().waitFor();

      // Open items come oldest first, a page at a time: load more until this one shows.
      const dismiss = page.getByRole('button', { name: `Dismiss reports of review "${title}" of ${book.title}` });
      for (let i = 0; i < 10 && !(await dismiss.count()); i++) {
        await tabAndPress(page, page.getByRole('button', { name: /^Load more/ }), 'Load more');
        await page.waitForTimeout(500);
      }
      await tabAndPress(page, dismiss, 'Dismiss');
      const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await confirm.waitFor();
      await tabAndPress(page, confirm.getByRole('button', { name: 'Dismiss', exact: true }), 'confirm Dismiss');
      await page.getByText('Reports dismissed').first().waitFor({ timeout: 10000 });
      await dismiss.waitFor({ state: 'detached', timeout: 10000 });
      // The item left the queue with its focused action: the focus moved on, to the item in its place or the queue.
      expect(await pollFor(() => focusKept(page), true)).toBe(true);
      const open = await apiCall<{ target: string }[]>('GET', '/reports?limit=100', admin.token);
      expect(open.some((g) => g.target === review._id)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('showed a visible focus indicator on every control it tabbed to', () => {
    expect(noFocusRing).toEqual([]);
  });
});
