// Admin journeys over the built product: API + shell + both remotes, in headless Chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { adminScreen, confirmIn, dialogClosed } from './support/admin';
import { ADMIN, launchBrowser, newPage, signIn, USER } from './support/browser';
import { PNG_1X1 } from './support/images';
import { API_URL } from './support/ports';
import { apiCall } from './support/session';

const ADMIN_ROUTES = ['/admin', '/admin/books', '/admin/authors', '/admin/genres', '/admin/users', '/admin/reviews'];

describe('admin area', () => {
  let browser: Browser;
  let dir: string;
  let png: string;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
    png = join(dir, 'pixel.png');
    writeFileSync(png, PNG_1X1);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an admin manages genres, authors, books, roles and reviews', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.email, ADMIN.password);

      // Dashboard: the counts are those of GET /api/stats?counts=all as an administrator gets them (books of every status).
      const adminToken = (await apiCall<{ token: string }>('POST', '/auth/login', undefined, ADMIN)).token;
      const stats = await apiCall<Record<'totalBooks' | 'totalUsers' | 'totalReviews' | 'totalAuthors', number>>(
        'GET',
        '/stats?counts=all',
        adminToken,
      );
      await adminScreen(page, '/admin', 'Admin Dashboard');
      const cards: [string, number][] = [
        ['Total Books', stats.totalBooks],
        ['Total Users', stats.totalUsers],
        ['Total Reviews', stats.totalReviews],
        ['Total Authors', stats.totalAuthors],
      ];
      for (const [label, value] of cards) {
        const card = page.locator('a.admin-stat', { hasText: label });
        await card.locator('.admin-stat__value', { hasText: new Intl.NumberFormat('en-US').format(value) }).waitFor();
      }
      expect(await page.getByRole('link', { name: /Analytics/ }).count()).toBe(0);
      await page.getByText('Coming soon').waitFor();

      // Two genres.
      const genres = [`E2E Genre A ${stamp}`, `E2E Genre B ${stamp}`];
      await adminScreen(page, '/admin/genres', 'Manage Genres');
      for (const name of genres) {
        await page.getByRole('button', { name: 'Add Genre' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Genre' });
        await dialog.getByLabel(/^Genre Name/).fill(name);
        await dialog.getByLabel('Description').fill('Created by the admin journey');
        await dialog.getByRole('button', { name: 'Create Genre' }).click();
        await dialogClosed(dialog);
        await page.getByRole('heading', { name }).waitFor();
      }

      // An author with an uploaded image.
      const authorName = `E2E Author ${stamp}`;
      await adminScreen(page, '/admin/authors', 'Manage Authors');
      await page.getByRole('button', { name: 'Add Author' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add New Author' });
      await dialog.getByLabel(/^Name/).fill(authorName);
      await dialog.locator('input[type="file"]').setInputFiles(png);
      await dialog.getByAltText('Profile Image preview').waitFor();
      await dialog.getByLabel('Nationality').fill('Testland');
      await dialog.getByLabel('Birth Date').fill('1970-01-02');
      await dialog.getByRole('button', { name: 'Create Author' }).click();
      await dialogClosed(dialog);
      // Searched on the server: the grid shows 50 authors by name at a time.
      await page.getByLabel('Search authors').fill(authorName);
      const authorCard = page.locator('article', { has: page.getByRole('heading', { name: authorName }) });
      await authorCard.waitFor();
      expect(await authorCard.getByAltText(authorName).getAttribute('src')).toMatch(
        /\/api\/uploads\/[a-f0-9]{32}\.png$/,
      );
      await authorCard.getByText('Born 1970').waitFor();

      // A book with an uploaded cover and two genres.
      const title = `E2E Book ${stamp}`;
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByRole('button', { name: 'Add Book' }).click();
      dialog = page.getByRole('dialog', { name: 'Add New Book' });
      await dialog.getByLabel(/^Title/).fill(title);
      // The Author combobox searches the server as the admin types.
      await dialog.getByRole('combobox', { name: /^Author/ }).fill(authorName);
      await dialog.getByRole('option', { name: authorName }).click();
      await dialog.getByLabel('Description').fill('A book made by a browser test.');
      for (const name of genres) await dialog.getByRole('checkbox', { name }).check();
      await dialog.locator('input[type="file"]').setInputFiles(png);
      await dialog.getByLabel('Page Count').fill('123');
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await dialogClosed(dialog);
      await page.getByLabel('Search books').fill(title);
      const row = page.locator('tr', { hasText: title });
      await row.waitFor();
      await row.getByText(authorName).waitFor();
      await row.getByText(`${genres[0]}, ${genres[1]}`).waitFor();
      await row.getByText('Published').waitFor();
      expect(await row.getByAltText(`Cover of ${title}`).getAttribute('src')).toMatch(
        /\/api\/uploads\/[a-f0-9]{32}\.png$/,
      );

      // The reader catalogue shows it.
      await page.goto(`/books?search=${encodeURIComponent(title)}`);
      await page.locator('[data-remote="reader-app"]').waitFor();
      await page
        .locator('[data-remote="reader-app"]')
        .getByRole('link', { name: title, exact: true })
        .first()
        .waitFor();

      // Edit it.
      const edited = `${title} Revised`;
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByLabel('Search books').fill(title);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Book' });
      expect(await dialog.getByLabel('Page Count').inputValue()).toBe('123');
      await dialog.getByLabel(/^Title/).fill(edited);
      await dialog.getByLabel('Status').selectOption('draft');
      await dialog.getByRole('button', { name: 'Update Book' }).click();
      await dialogClosed(dialog);
      const editedRow = page.locator('tr', { hasText: edited });
      await editedRow.getByText('Draft').waitFor();

      // Change a user's role and back.
      await adminScreen(page, '/admin/users', 'Manage Users');
      await page.getByLabel('Search users').fill(USER.email);
      const userRow = page.locator('tr', { hasText: USER.email });
      const roleSelect = userRow.locator('select');
      expect(await roleSelect.inputValue()).toBe('user');
      await roleSelect.selectOption('admin');
      await confirmIn(page, "Are you sure you want to change this user's role to admin?", 'Change role');
      await userRow.locator('.ui-badge', { hasText: 'Admin' }).waitFor();
      await userRow.locator('select').selectOption('user');
      await confirmIn(page, "Are you sure you want to change this user's role to user?", 'Change role');
      await userRow.locator('.ui-badge', { hasText: 'User' }).waitFor();
      const users = await apiCall<{ email: string; role: string }[]>(
        'GET',
        `/users?search=${encodeURIComponent(USER.email)}`,
        adminToken,
      );
      expect(users.find((u) => u.email === USER.email)?.role).toBe('user');

      // Delete a review (one written by the regular user on the new book, published again for it).
      const userToken = (await apiCall<{ token: string }>('POST', '/auth/login', undefined, USER)).token;
      const [book] = (
        await (
          await fetch(`${API_URL}/api/books?status=all&search=${encodeURIComponent(edited)}`, {
            headers: { Authorization: `Bearer ${adminToken}` },
          })
        ).json()
      ).data;
      await apiCall('PUT', `/books/${book._id}`, adminToken, { status: 'published' });
      const reviewTitle = `E2E Review ${stamp}`;
      await apiCall('POST', '/reviews', userToken, {
        book: book._id,
        rating: 4,
        title: reviewTitle,
        content: 'Written for the admin journey.',
      });
      await adminScreen(page, '/admin/reviews', 'Manage Reviews');
      await page.getByLabel('Search reviews').fill(reviewTitle);
      await page.getByRole('button', { name: `Delete review ${reviewTitle}` }).click();
      await confirmIn(page, 'Are you sure you want to delete this review? This action cannot be undone.', 'Delete');
      await page.getByText('No reviews found').waitFor();

      // Delete the book.
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByLabel('Search books').fill(edited);
      await page.getByRole('button', { name: `Delete ${edited}` }).click();
      await confirmIn(page, 'Are you sure you want to delete this book?', 'Delete');
      await page.getByText('No books found').waitFor();
    } finally {
      await context.close();
    }
  }, 180000);

  it('a regular user is redirected away from every admin route', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, USER.email, USER.password);
      for (const route of ADMIN_ROUTES) {
        await page.goto(route);
        await page.waitForURL((url) => url.pathname === '/', { timeout: 15000 });
        expect(await page.locator('[data-remote="admin-app"]').count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  }, 90000);
});
