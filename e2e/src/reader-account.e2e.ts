// A reader's own journeys: the reading list, reviews and the profile; a review kept across the session's end.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn, submitLogin, toast } from './support/browser';
import { PNG_1X1 } from './support/images';
import { API_URL } from './support/ports';
import { apiCall, registerReader } from './support/session';

describe('reader journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a reader lists a book, reviews it, manages the reading list and the profile', async () => {
    const account = await registerReader();
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=title');
    const { context, page } = await newPage(browser, { width: 1280 });
    try {
      await signIn(page, account.email, account.password);

      // Reading list from the book page
      await page.goto(`/books/${book._id}`);
      await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
      await page.getByRole('button', { name: 'Currently Reading' }).click();
      await toast(page, 'Added to Currently Reading list');
      // Listed already: the buttons move it to another status.
      await page.getByRole('button', { name: 'Wishlist' }).click();
      await toast(page, 'Status updated successfully');
      await page.getByTestId('reading-list-status').filter({ hasText: 'as Wishlist' }).waitFor();

      // Review: validation first, then success
      const countBefore = Number((await page.getByTestId('review-count').textContent())?.match(/\d+/)?.[0] ?? 0);
      await page.getByRole('button', { name: 'Write Review' }).click();
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText('Please select a rating').waitFor();
      await page.getByText('Title is required').waitFor();
      await page.getByText('Content is required').waitFor();
      await page.getByRole('radio', { name: '4 stars' }).click();
      await page.getByLabel('Title').fill('A journey worth taking');
      await page.getByLabel('Content').fill('Vivid, warm and surprisingly funny.');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await toast(page, 'Review added successfully');
      await page
        .getByTestId('review-count')
        .filter({ hasText: `${countBefore + 1} review` })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Write Review' }).count()).toBe(0);

      // Edit it
      const mine = page.getByTestId('review').filter({ hasText: 'Your review' });
      await mine.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Title').fill('Even better the second time');
      await page.getByRole('button', { name: 'Update Review' }).click();
      await toast(page, 'Review updated successfully');
      await page.getByRole('heading', { name: 'Even better the second time' }).waitFor();

      // Delete it
      await page
        .getByTestId('review')
        .filter({ hasText: 'Your review' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this review?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Review deleted successfully');
      await page.getByRole('button', { name: 'Write Review' }).waitFor();
      await page
        .getByTestId('review-count')
        .filter({ hasText: `${countBefore} review` })
        .waitFor();

      // Reading list: change status, then remove
      await page.goto('/reading-list');
      const entry = page.getByTestId('reading-list-entry').filter({ hasText: book.title });
      await entry.waitFor();
      await entry.getByLabel(`Status for ${book.title}`).selectOption('completed');
      await toast(page, 'Status updated successfully');
      await page.getByRole('button', { name: /^Completed\s*1$/ }).waitFor();
      await entry.getByRole('button', { name: `Remove ${book.title}` }).click();
      await page
        .getByRole('dialog', { name: 'Are you sure you want to remove this book from your reading list?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await toast(page, 'Book removed from reading list');
      await page.getByText('Your reading list is empty').waitFor();

      // Profile: edit, bio, password, avatar
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('First Name').fill('Evelyn');
      await page.getByLabel('Bio').fill('I review everything I read.');
      await page.getByText('27/500').waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Profile updated successfully!');
      await page.getByTestId('profile-bio').filter({ hasText: 'I review everything I read.' }).waitFor();

      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel('Current Password').fill(account.password);
      await page.getByLabel('New Password', { exact: true }).fill('abc');
      await page.getByLabel('Confirm New Password').fill('abd');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('New password must be at least 6 characters long').waitFor();
      await page.getByText('New passwords do not match').waitFor();
      await page.getByLabel('New Password', { exact: true }).fill('newsecret456');
      await page.getByLabel('Confirm New Password').fill('newsecret456');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Password changed successfully!');

      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await toast(page, 'Profile picture updated successfully!');
      await page.locator('[data-testid="profile-avatar"][data-has-avatar="true"]').waitFor();
      await page.getByRole('button', { name: 'Remove Photo' }).click();
      await page.locator('[data-testid="profile-avatar"][data-has-avatar="false"]').waitFor();

      // The new password works
      const login = await fetch(`${API_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: 'newsecret456' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('a review being written survives the session ending under it: back from signing in, the form holds it', async () => {
    const account = await registerReader();
    const [book] = await apiCall<{ _id: string; title: string }[]>('GET', '/books?limit=1&sort=-title');
    const { context, page } = await newPage(browser, { width: 1280 });
    try {
      await signIn(page, account.email, account.password);
      await page.goto(`/books/${book._id}`);
      await page.getByRole('button', { name: 'Write Review' }).click();
      await page.getByRole('radio', { name: '3 stars' }).click();
      await page.getByLabel('Title').fill('Written across two sessions');
      await page.getByLabel('Content').fill('Begun before the session ended, sent after signing in again.');

      // The session ends elsewhere: signing out everywhere revokes every token this reader holds, the page's included.
      const login = await fetch(`${API_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      expect(
        (await fetch(`${API_URL}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }))
          .status,
      ).toBe(200);

      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.waitForURL('**/login');
      await submitLogin(page, account);
      await page.waitForURL(`**/books/${book._id}`);

      const form = page.getByRole('form', { name: 'Write a Review' });
      await form.waitFor();
      expect(await form.getByLabel('Title').inputValue()).toBe('Written across two sessions');
      expect(await form.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await toast(page, 'Review added successfully');
      await page
        .getByTestId('review')
        .filter({ hasText: 'Your review' })
        .getByRole('heading', { name: 'Written across two sessions' })
        .waitFor();
      // Sent: the draft is gone, and a reload shows the review, not a form.
      await page.reload();
      await page.getByTestId('review').filter({ hasText: 'Your review' }).waitFor();
      expect(await page.getByRole('form').count()).toBe(0);
      // Leaves the book's reviews as they were.
      await page
        .getByTestId('review')
        .filter({ hasText: 'Your review' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page
        .getByRole('dialog', { name: 'Are you sure you want to delete this review?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await toast(page, 'Review deleted successfully');
    } finally {
      await context.close();
    }
  });
});
