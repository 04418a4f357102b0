/**
 * The community screens with the keyboard only (Tab / Shift+Tab / Enter / Space / arrows and typing; no mouse, no
 * page.goto after the first page): a reader follows and unfollows another reader from their profile; changes a privacy
 * setting on /profile; likes another reader's review, comments on it and reports it; reaches the notifications from
 * the navbar's bell and marks them all read. (An administrator dismissing a report: community-keyboard-reports.)
 * Every focused control must show a visible focus indicator, and the focus is never dropped on the page's body after
 * an action. The data created here is removed through the API afterwards.
 */
import { ADMIN } from './support/browser';
import { focusKept, focusRingCheck, isFocused } from './support/keyboard';
import { apiCall, apiLogin, contextAs, pollFor, waitForRemote } from './support/session';
import { twoReaders } from './support/file-readers';

jest.setTimeout(120000);

const SEEDED_READER = 'amy_pages';

describe('community screens with the keyboard only', () => {
  const the = twoReaders('keys', 'penned');
  const { cleanup } = the;
  const { missing: noFocusRing, tab, tabAndPress } = focusRingCheck();

  it('follows another reader from their profile, then unfollows', async () => {
    cleanup.push(() => apiCall('DELETE', `/readers/${SEEDED_READER}/follow`, the.sr.token));
    const { context, page } = await contextAs(the.browser, the.reader);
    try {
      await page.goto(`/readers/${SEEDED_READER}`);
      await waitForRemote(page, 'reader-app');
      await page.getByRole('heading', { level: 1, name: SEEDED_READER }).waitFor();

      await tabAndPress(page, page.getByRole('button', { name: 'Follow', exact: true }), 'Follow');
      const state = page.getByTestId('follow-state');
      await state.waitFor();
      const now = (await state.innerText()).trim();
      expect(['Following', 'Requested']).toContain(now);
      const relation = await apiCall<{ relationship: { follow: string } }>(
        'GET',
        `/readers/${SEEDED_READER}`,
        the.sr.token,
      );
      expect(relation.relationship.follow).toBe(now === 'Following' ? 'following' : 'requested');
      // The pressed control was replaced: the focus went to its successor, not to the page's body.
      expect(await focusKept(page)).toBe(true);

      const undo = page.getByRole('button', { name: now === 'Following' ? 'Unfollow' : 'Cancel request', exact: true });
      await tabAndPress(page, undo, now === 'Following' ? 'Unfollow' : 'Cancel request');
      await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
      expect(await focusKept(page)).toBe(true);
      const after = await apiCall<{ relationship: { follow: string } }>(
        'GET',
        `/readers/${SEEDED_READER}`,
        the.sr.token,
      );
      expect(after.relationship.follow).toBe('none');
    } finally {
      await context.close();
    }
  });

  it('changes who sees the reading list on /profile and saves it', async () => {
    const before = await apiCall<{ privacy: { listVisibility: string } }>('GET', '/auth/me', the.sr.token);
    const original = before.privacy.listVisibility;
    // All of it: "Followers only" turns approval of new followers on too.
    cleanup.push(() => apiCall('PUT', '/auth/privacy', the.sr.token, before.privacy));
    const { context, page } = await contextAs(the.browser, the.reader);
    try {
      await page.goto('/profile');
      await waitForRemote(page, 'reader-app');
      const select = page.getByLabel('Who can see your reading list');
      await tab(page, select, 'reading list audience');
      // A closed select takes the arrows: the next audience down.
      await page.keyboard.press('ArrowDown');
      // The last audience has none below it: the one above, then.
      if ((await select.inputValue()) === original) await page.keyboard.press('ArrowUp');
      const chosen = await select.inputValue();
      expect(chosen).not.toBe(original);
      await tabAndPress(page, page.getByRole('button', { name: 'Save privacy settings' }), 'Save privacy settings');
      await page.getByText('Privacy settings saved').first().waitFor({ timeout: 10000 });
      const saved = await apiCall<{ privacy: { listVisibility: string } }>('GET', '/auth/me', the.sr.token);
      expect(saved.privacy.listVisibility).toBe(chosen);
    } finally {
      await context.close();
    }
  });

  it("likes another reader's review, comments on it and reports it", async () => {
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=title');
    const title = `Keys review ${Date.now()}`;
    const review = await apiCall<{ _id: string }>('POST', '/reviews', the.sw.token, {
      book: book._id,
      rating: 4,
      title,
      content: 'Worth a second read.',
      spoiler: false,
    });
    cleanup.push(() => apiCall('DELETE', `/reviews/${review._id}`, the.sw.token));
    const admin = await apiLogin(ADMIN);

    const { context, page } = await contextAs(the.browser, the.reader);
    try {
      await page.goto(`/books/${book._id}`);
      await waitForRemote(page, 'reader-app');
      const item = page.getByTestId('review').filter({ hasText: title });
      await item.waitFor();

      // Like: a toggle whose pressed state and count follow the server's answer.
      const like = item.getByRole('button', { name: /^Like \d+/ });
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      expect(await like.innerText()).toMatch(/^Like\s*0/);
      cleanup.push(() => apiCall('DELETE', `/reviews/${review._id}/like`, the.sr.token));
      await tabAndPress(page, like, 'Like');
      await item.locator('[aria-pressed="true"]').waitFor({ timeout: 10000 });
      expect(await like.innerText()).toMatch(/^Like\s*1/);
      expect(await isFocused(like)).toBe(true);
      const reviews = await apiCall<{ _id: string; likeCount: number }[]>(
        'GET',
        `/reviews?book=${book._id}&user=${the.sw.user._id}`,
      );
      expect(reviews.find((r) => r._id === review._id)?.likeCount).toBe(1);

      // Comments: open them, write one, post it.
      const toggle = item.getByRole('button', { name: '0 comments' });
      await tabAndPress(page, toggle, '0 comments');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const body = `Said with the keys ${Date.now()}`;
      await tab(page, item.getByRole('textbox', { name: 'Your comment' }), 'Your comment');
      await page.keyboard.type(body);
      await tabAndPress(page, item.getByRole('button', { name: 'Post comment' }), 'Post comment');
      await item.getByTestId('comment').filter({ hasText: body }).waitFor({ timeout: 10000 });
      await item.getByRole('button', { name: '1 comment' }).waitFor();
      // Ready for another: the emptied field has the focus back.
      expect(await pollFor(() => isFocused(item.getByRole('textbox', { name: 'Your comment' })), true)).toBe(true);
      const comments = await apiCall<{ _id: string; body: string }[]>('GET', `/reviews/${review._id}/comments`);
      const comment = comments.find((c) => c.body === body);
      expect(comment).toBeDefined();
      cleanup.push(() => apiCall('DELETE', `/comments/${comment!._id}`, the.sr.token));

      // Report: back up to the review's Report, pick a reason with the arrows, send.
      const report = item.getByRole('button', { name: `Report review by ${the.writer.username}` });
      cleanup.push(() => apiCall('POST', `/reports/review/${review._id}/resolve`, admin.token, { action: 'dismiss' }));
      await tabAndPress(page, report, 'Report review', { backwards: true });
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.waitFor();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await tab(page, dialog.getByRole('radio').first(), 'first reason');
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: 'Harassment' }).isChecked()).toBe(true);
      await tabAndPress(page, dialog.getByRole('button', { name: 'Send report' }), 'Send report');
      await dialog.getByText('Thanks, an administrator will look at it').waitFor({ timeout: 10000 });
      // The thanks replaced the form: the focus stays in the dialog, on a way out.
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await tabAndPress(page, dialog.getByRole('button', { name: 'Close' }).last(), 'Close');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(report)).toBe(true);
      const open = await apiCall<{ kind: string; target: string; reasons: unknown }[]>(
        'GET',
        '/reports?limit=100',
        admin.token,
      );
      expect(open.some((g) => g.kind === 'review' && g.target === review._id)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("reaches the notifications from the navbar's bell and marks them all read", async () => {
    // Something to be told of: the reader follows the writer.
    await apiCall('POST', `/readers/${the.writer.username}/follow`, the.sr.token);
    cleanup.push(() => apiCall('DELETE', `/readers/${the.writer.username}/follow`, the.sr.token));
    const { context, page } = await contextAs(the.browser, the.writer);
    try {
      await page.goto('/');
      await waitForRemote(page, 'reader-app');
      const bell = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Notifications, \d+ unread$/ });
      await bell.waitFor({ timeout: 15000 });
      await tabAndPress(page, bell, 'notifications bell');
      await page.waitForURL((u) => u.pathname === '/notifications');
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page
        .getByText(new RegExp(`${the.reader.username}.*follow`))
        .first()
        .waitFor({ timeout: 10000 });

      await tabAndPress(page, page.getByRole('button', { name: 'Mark all as read' }), 'Mark all as read');
      await page.getByText('All notifications marked as read').first().waitFor({ timeout: 10000 });
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Notifications', exact: true })
        .waitFor({ timeout: 10000 });
      expect((await apiCall<{ count: number }>('GET', '/notifications/unread-count', the.sw.token)).count).toBe(0);
      expect(await focusKept(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('showed a visible focus indicator on every control it tabbed to', () => {
    expect(noFocusRing).toEqual([]);
  });
});
