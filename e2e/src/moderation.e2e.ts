/**
 * Conversation and safety, moderated in the browser: a reader (C) reports another reader's comment through the API;
 * an administrator removes it from Reports with a note, after which the comment is gone from the review and its
 * author has been told why (a moderation notification). The administrator then suspends C from Manage Users for a
 * few days: C's next call with their token is a 401, C's open page falls back to the login page, and signing in
 * there shows that the account is suspended and until when. The resolved item is listed with who resolved it.
 */
import type { Browser } from 'playwright-core';
import { ADMIN, launchBrowser } from './support/browser';
import { API_URL } from './support/ports';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote, waitForSettled } from './support/session';

jest.setTimeout(120000);

async function statusOf(path: string, token: string): Promise<number> {
  const res = await fetch(`${API_URL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.status;
}

describe('moderation: reports and suspensions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('removes a reported comment (its author is told why) and suspends a reader, who is told until when at sign-in', async () => {
    const [b, c] = await Promise.all([registerReader('commenter'), registerReader('reporter')]);
    const [sb, sc] = await Promise.all([apiLogin(b), apiLogin(c)]);
    const [book] = await apiCall<{ _id: string }[]>('GET', '/books?sort=-reviewCount&limit=1');
    const [review] = await apiCall<{ _id: string }[]>('GET', `/reviews?book=${book._id}&limit=1`);
    const body = `Rude remark ${Date.now()}`;
    const comment = await apiCall<{ _id: string }>('POST', `/reviews/${review._id}/comments`, sb.token, { body });
    await apiCall('POST', '/reports', sc.token, { kind: 'comment', target: comment._id, reason: 'harassment' });

    const admin = await contextAs(browser, ADMIN);
    const reader = await contextAs(browser, c);
    try {
      const { page } = admin;
      // Reports: the item with its content and author; Remove content asks for the note the author is told.
      await page.goto('/admin/reports');
      await waitForRemote(page, 'admin-app');
      expect(await page.title()).toBe('Reports · BookNook');
      const row = page.getByTestId('admin-report-row').filter({ hasText: body });
      await row.getByText(b.username).first().waitFor();
      await row.getByRole('button', { name: `Remove content: comment by ${b.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove content' });
      await dialog.getByLabel('Note').fill('Be kind to other readers');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Content removed').first().waitFor();
      await row.waitFor({ state: 'detached' });

      const comments = await apiCall<{ _id: string }[]>('GET', `/reviews/${review._id}/comments?limit=100`);
      expect(comments.map((x) => x._id)).not.toContain(comment._id);
      const told = await apiCall<{ type: string; message: string | null }[]>('GET', '/notifications', sb.token);
      expect(told.find((n) => n.type === 'moderation')?.message).toContain('Be kind to other readers');

      // The Resolved list keeps the item, with who removed it.
      await page.getByLabel('Show reports').selectOption('resolved');
      const resolved = page
        .getByTestId('admin-report-row')
        .filter({ hasText: 'Content removed' })
        .filter({ hasText: b.username });
      await resolved
        .getByText(/^by admin on /)
        .first()
        .waitFor();

      // Manage Users: suspend C for 3 days with a note; the row says until when.
      expect(await statusOf('/auth/me', sc.token)).toBe(200);
      await page.goto('/admin/users');
      await waitForRemote(page, 'admin-app');
      await page.getByLabel('Search users').fill(c.username);
      await page.getByRole('button', { name: `Suspend ${c.username}` }).click();
      const suspend = page.getByRole('dialog', { name: `Suspend ${c.username}` });
      await suspend.getByLabel('For a number of days').check();
      await suspend.getByLabel(/^Days/).fill('3');
      await suspend.getByLabel('Note').fill('Cooling off');
      await suspend.getByRole('button', { name: 'Suspend' }).click();
      const userRow = page.getByTestId('admin-user-row').filter({ hasText: c.username });
      await userRow.getByText(/^Suspended until /).waitFor();
      await userRow.getByRole('button', { name: `Lift suspension of ${c.username}` }).waitFor();
      // No one is offered to suspend themselves.
      await page.getByLabel('Search users').fill('admin@example.com');
      const own = page.getByTestId('admin-user-row').filter({ hasText: 'admin@example.com' }).first();
      await own.getByText('You', { exact: true }).waitFor();
      expect(await own.getByRole('button', { name: /^Suspend/ }).count()).toBe(0);

      // C: the token is refused at once, the open page falls back to the login page, which says until when.
      expect(await statusOf('/auth/me', sc.token)).toBe(401);
      const cp = reader.page;
      await cp.goto('/profile');
      await cp.waitForURL((url) => url.pathname === '/login', { timeout: 20000 });
      await waitForSettled(cp);
      await cp.getByLabel('Email').fill(c.email);
      await cp.getByLabel('Password', { exact: true }).fill(c.password);
      await cp.getByRole('button', { name: /^login$/i }).click();
      await cp
        .getByText(/^Your account is suspended until [A-Z][a-z]+ \d{1,2}, \d{4}$/)
        .first()
        .waitFor();
      expect(new URL(cp.url()).pathname).toBe('/login');
    } finally {
      await admin.context.close();
      await reader.context.close();
    }
  });
});
