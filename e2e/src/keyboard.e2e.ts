/**
 * The main journeys with the keyboard only (Tab / Shift+Tab / Enter / Space / arrows and typing;
 * no mouse, no page.goto after the first page): a reader signs in, adds a book to the reading list and writes
 * a review; an admin signs in and creates a genre. Every focused control must show a visible focus indicator.
 * The data created here is removed through the API afterwards.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, ADMIN, USER } from './support/browser';
import { runCleanup, type Cleanup } from './support/cleanup';
import { focusRingCheck, tabAndPress, tabAndType, tabTo } from './support/keyboard';
import { apiCall, apiLogin, forgetApiLogin, waitForSettled, type Credentials } from './support/session';

jest.setTimeout(120000);

describe('keyboard-only journeys', () => {
  let browser: Browser;
  const { missing: noFocusRing, tab } = focusRingCheck();
  const cleanup: Cleanup = [];

  async function signInWithKeyboard(page: Page, who: Credentials) {
    // From the navbar's Login link.
    await tabAndPress(page, page.getByRole('link', { name: 'Login', exact: true }), { what: 'navbar Login link' });
    await page.waitForURL((u) => u.pathname === '/login');
    await tab(page, page.getByLabel('Email'), 'Email');
    await page.keyboard.type(who.email);
    await tab(page, page.getByLabel('Password', { exact: true }), 'Password');
    await page.keyboard.type(who.password);
    await page.keyboard.press('Enter');
    await page
      .getByText(/Welcome, /)
      .first()
      .waitFor({ timeout: 15000 });
  }

  async function signOutWithKeyboard(page: Page) {
    await tabAndPress(page, page.getByRole('button', { name: 'Logout' }), { what: 'Logout', backwards: true });
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor({ timeout: 10000 });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await runCleanup(cleanup);
    await browser?.close();
  });

  it('a reader signs in, adds a book to the reading list and writes a review', async () => {
    const user = await apiLogin(USER);
    // A book this reader has neither listed nor reviewed.
    const [books, list, reviews] = await Promise.all([
      apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=100'),
      apiCall<{ book: { _id: string } }[]>('GET', '/reading-list', user.token),
      apiCall<{ book: string | { _id: string } }[]>('GET', `/reviews?user=${user.user._id}&limit=500`),
    ]);
    const taken = new Set([
      ...list.map((e) => e.book._id),
      ...reviews.map((r) => (typeof r.book === 'string' ? r.book : r.book._id)),
    ]);
    const book = books.find((b) => !taken.has(b._id) && !/[^\w\s]/.test(b.title.slice(0, 12)));
    if (!book) throw new Error('no book left that the demo user has not listed or reviewed');

    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.locator('[data-remote="reader-app"]').waitFor();
      await signInWithKeyboard(page, USER);

      // Catalogue → search → the book.
      await tabAndPress(page, page.getByRole('link', { name: 'Books', exact: true }).first(), {
        what: 'navbar Books link',
      });
      await page.waitForURL((u) => u.pathname === '/books');
      await page.locator('[data-remote="reader-app"]').waitFor();
      await tab(
        page,
        page
          .getByRole('searchbox')
          .or(page.getByLabel(/search/i))
          .first(),
        'catalogue search',
      );
      const typed = book.title.slice(0, 12);
      await page.keyboard.type(typed);
      // The catalogue puts the search in the URL once typing pauses; wait for it before moving on.
      await page.waitForURL((u) => u.searchParams.get('search') === typed, { timeout: 10000 });
      await waitForSettled(page);
      const bookLink = page
        .getByRole('link', { name: new RegExp(book.title.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })
        .first();
      await bookLink.waitFor({ timeout: 10000 });
      await tabAndPress(page, bookLink, { what: `link to "${book.title}"` });
      await page.waitForURL((u) => u.pathname === `/books/${book._id}`);

      // Add to the reading list as wishlist.
      await tab(page, page.getByRole('button', { name: /wishlist/i }).first(), 'Wishlist button');
      await page.keyboard.press('Enter');
      await page
        .getByText(/Added to .*list/i)
        .first()
        .waitFor({ timeout: 10000 });
      const listed = (
        await apiCall<{ _id: string; book: { _id: string }; status: string }[]>('GET', '/reading-list', user.token)
      ).find((e) => e.book._id === book._id);
      expect(listed?.status).toBe('wishlist');
      cleanup.push(async () => apiCall('DELETE', `/reading-list/${listed!._id}`, (await apiLogin(USER)).token));

      // Write a review: stars with the arrows, then the fields.
      await tab(page, page.getByRole('button', { name: /write review/i }), 'Write Review');
      await page.keyboard.press('Enter');
      const stars = page.getByRole('radiogroup').first();
      await stars.waitFor();
      await tab(page, stars.getByRole('radio').first(), 'rating stars');
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await stars.getByRole('radio', { name: /^4 stars?$/i }).isChecked()).toBe(true);
      const title = `Keyboard review ${Date.now()}`;
      await tabAndType(page, page.getByLabel(/title/i).first(), title, { what: 'review title' });
      await tabAndType(
        page,
        page
          .getByLabel(/content|review|your review/i)
          .and(page.locator('textarea'))
          .first(),
        'Written without touching the mouse.',
        { what: 'review content' },
      );
      await tab(
        page,
        page.getByRole('button', { name: /^(submit|post|save|publish)( review)?$/i }).first(),
        'submit review',
      );
      await page.keyboard.press('Enter');
      await page.getByText('Review added successfully').first().waitFor({ timeout: 10000 });
      const mine = (
        await apiCall<{ _id: string; title: string; rating: number }[]>(
          'GET',
          `/reviews?book=${book._id}&user=${user.user._id}`,
        )
      ).find((r) => r.title === title);
      expect(mine?.rating).toBe(4);
      cleanup.push(async () => apiCall('DELETE', `/reviews/${mine!._id}`, (await apiLogin(USER)).token));
      await page.getByText(title).first().waitFor();

      await signOutWithKeyboard(page);
      // Signing out revoked every token of the account, the cached API one too: the clean-up signs in again.
      forgetApiLogin(USER);
    } finally {
      await context.close();
    }
  });

  it('an admin signs in and creates a genre', async () => {
    const admin = await apiLogin(ADMIN);
    const name = `Keyboard Genre ${Date.now()}`;
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.locator('[data-remote="reader-app"]').waitFor();
      await signInWithKeyboard(page, ADMIN);

      // Navbar: the Admin dropdown, then Manage Genres.
      await tab(page, page.getByRole('button', { name: /^admin/i }).first(), 'Admin dropdown');
      await page.keyboard.press('Enter');
      const manageGenres = page
        .getByRole('menuitem', { name: 'Manage Genres' })
        .or(page.getByRole('link', { name: 'Manage Genres' }))
        .first();
      await manageGenres.waitFor({ timeout: 5000 });
      await tabTo(page, manageGenres, { what: 'Manage Genres', max: 10 }).catch(async () => {
        // A menu may move with the arrows instead of Tab.
        for (let i = 0; i < 8 && !(await manageGenres.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('ArrowDown');
      });
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/admin/genres');
      await page.locator('[data-remote="admin-app"]').waitFor();

      // Add Genre → the modal takes the focus; fill it and save.
      await tab(page, page.getByRole('button', { name: /add (new )?genre/i }).first(), 'Add Genre');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await tabAndType(page, dialog.getByLabel(/genre name/i), name, { what: 'Genre Name' });
      await tabAndType(page, dialog.getByLabel(/description/i), 'Created with the keyboard only.', {
        what: 'Description',
      });
      // The focus stays in the modal while tabbing.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await tab(page, dialog.getByRole('button', { name: /^(create|save)( genre)?$/i }), 'Create Genre');
      await page.keyboard.press('Enter');
      await page.getByText('Genre created successfully').first().waitFor({ timeout: 10000 });
      await dialog
        .waitFor({ state: 'detached', timeout: 10000 })
        .catch(() => dialog.waitFor({ state: 'hidden', timeout: 1000 }));
      const genre = (await apiCall<{ _id: string; name: string }[]>('GET', '/genres')).find((g) => g.name === name);
      expect(genre).toBeDefined();
      cleanup.push(() => apiCall('DELETE', `/genres/${genre!._id}`, admin.token));
      await page.getByText(name).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('showed a visible focus indicator on every control it tabbed to', () => {
    expect(noFocusRing).toEqual([]);
  });
});
