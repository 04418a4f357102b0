/**
 * One session for the shell and both remotes: signing in through the shell's login page is seen by the navbar, the
 * reader remote and the admin remote; logging out signs out everywhere, without a reload. The next account signed in
 * on the tab, or in another tab, sees its own data. (That the libraries behind it are loaded once: shared-libraries.)
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, submitLogin, ADMIN } from './support/browser';
import { navigateInApp, withSessionStore } from './support/federation';
import {
  apiCall,
  apiLogin,
  contextAs,
  pollFor,
  registerReader,
  waitForRemote,
  type Credentials,
} from './support/session';

const sessionUser = (page: Page, remote: 'reader-app' | 'admin-app') =>
  page.locator(`[data-remote="${remote}"]`).first().getAttribute('data-session-user');
/** Signs in through the login form on screen (without loading a page), and waits for the navbar to welcome `who`. */
async function signInThroughTheForm(page: Page, who: Credentials & { username: string }): Promise<void> {
  await submitLogin(page, who);
  await page.getByText(`Welcome, ${who.username}`).first().waitFor();
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as Record<string, unknown>).__sessionMarker);

describe('one session for the shell and both remotes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signing in through the shell is seen by the navbar and both remotes, and logging out signs out everywhere, without a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/books');
      await waitForRemote(page, 'reader-app');
      expect(await sessionUser(page, 'reader-app')).toBe('');
      await page.evaluate(() => ((window as unknown as Record<string, unknown>).__sessionMarker = 'one-page'));

      // Sign in through the shell's login page, reached inside the app.
      await navigateInApp(page, '/login');
      await submitLogin(page, ADMIN);
      await page
        .getByText(/Welcome, /)
        .first()
        .waitFor();
      const saved = await page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? 'null') as { username: string } | null,
      );
      expect(saved?.username).toBeTruthy();
      const username = saved!.username;
      // The server agrees on who this is.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect((await apiCall<{ username: string }>('GET', '/auth/me', token!)).username).toBe(username);

      await expect(page.getByText(`Welcome, ${username}`).first().isVisible()).resolves.toBe(true);
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      expect(await sessionUser(page, 'reader-app')).toBe(username);
      await navigateInApp(page, '/admin');
      await waitForRemote(page, 'admin-app');
      expect(await sessionUser(page, 'admin-app')).toBe(username);
      expect(await marker(page)).toBe('one-page');

      // Store identity: change the user in the one store of the share scope; navbar and both remotes follow.
      const probe = `probe-${Date.now()}`;
      await withSessionStore(
        page,
        `(s) => s.setState({ user: { ...s.getState().user, username: ${JSON.stringify(probe)} } })`,
      );
      await page.getByText(`Welcome, ${probe}`).first().waitFor({ timeout: 5000 });
      expect(await pollFor(() => sessionUser(page, 'admin-app'), probe)).toBe(probe);
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      expect(await sessionUser(page, 'reader-app')).toBe(probe);
      await withSessionStore(
        page,
        `(s) => s.setState({ user: { ...s.getState().user, username: ${JSON.stringify(username)} } })`,
      );
      await page.getByText(`Welcome, ${username}`).first().waitFor({ timeout: 5000 });

      // Log out from the navbar: everyone is signed out, in the same page.
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor({ timeout: 5000 });
      expect(await page.getByText(/Welcome, /).count()).toBe(0);
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      expect(await sessionUser(page, 'reader-app')).toBe('');
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
        null,
        null,
      ]);
      expect(await withSessionStore(page, '(s) => [s.getState().token, s.getState().user]')).toEqual([null, null]);
      // The admin area is no longer reachable, and the admin remote, if it rendered, sees nobody.
      await navigateInApp(page, '/admin');
      await page.waitForURL((u) => u.pathname !== '/admin', { timeout: 10000 });
      expect(
        await page.locator('[data-remote="admin-app"][data-session-user]:not([data-session-user=""])').count(),
      ).toBe(0);
      expect(await marker(page)).toBe('one-page');
    } finally {
      await context.close();
    }
  });

  it("shows the next account signed in on the same tab its own reading list, never the previous one's", async () => {
    const [first, second] = [await registerReader('first'), await registerReader('second')];
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1');
    await apiCall('POST', '/reading-list', (await apiLogin(first)).token, { bookId: book._id, status: 'reading' });
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      // Gone if the page were loaded again: the whole test runs in one page.
      await page.evaluate(() => ((window as unknown as Record<string, unknown>).__sessionMarker = 'same-tab'));
      await signInThroughTheForm(page, first);
      await navigateInApp(page, '/reading-list');
      await page.getByTestId('reading-list-entry').filter({ hasText: book.title }).waitFor();

      // The first reader logs out; the second signs in on the same tab, without a page load.
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page
        .getByText(/Welcome, /)
        .first()
        .waitFor({ state: 'detached' });
      // Signed out on a signed-in page, the reader is on /login already.
      if (new URL(page.url()).pathname !== '/login') await navigateInApp(page, '/login');
      await signInThroughTheForm(page, second);
      await navigateInApp(page, '/reading-list');
      await page.getByRole('heading', { name: 'Your reading list is empty' }).waitFor();
      expect(await page.getByTestId('reading-list-entry').count()).toBe(0);
      expect(await marker(page)).toBe('same-tab');
    } finally {
      await context.close();
    }
  });

  it('follows a sign-out and another sign-in made in another tab, at once', async () => {
    const [first, second] = [await registerReader('tab_first'), await registerReader('tab_second')];
    const { context, page: tabA } = await contextAs(browser, first);
    try {
      await tabA.goto('/reading-list');
      await tabA.getByText(`Welcome, ${first.username}`).first().waitFor();
      const tabB = await context.newPage();
      await tabB.goto('/books');
      await tabB.getByText(`Welcome, ${first.username}`).first().waitFor();

      // Tab B signs out: tab A, on a signed-in page, is signed out too without a call of its own.
      await tabB.getByRole('button', { name: 'Logout' }).first().click();
      await tabA
        .getByText(/Welcome, /)
        .first()
        .waitFor({ state: 'detached' });
      await tabA.waitForURL('**/login');

      // Tab B signs in as another reader: tab A is that reader now, and its pages show that reader's data.
      await tabB.goto('/login');
      await signInThroughTheForm(tabB, second);
      await tabA.getByText(`Welcome, ${second.username}`).first().waitFor();
      await navigateInApp(tabA, '/reading-list');
      await tabA.getByRole('heading', { name: 'Your reading list is empty' }).waitFor();
      // Both tabs keep the session: the saved one is the second reader's.
      expect(await tabA.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.username)).toBe(
        second.username,
      );
    } finally {
      await context.close();
    }
  });
});
