/**
 * Book clubs in the browser: a reader finds the public demo club in the directory, sees how many posts of a section
 * wait for their progress, logs progress past it from the club's page and reads them; a reader outside the private
 * demo club sees its name, description and member count only; a reader starts a club and finds its moderation. axe on
 * each screen: no serious or critical violation.
 */
import type { Browser, Page } from 'playwright-core';
import { formatViolations, isSeriousOrCritical, runAxe } from './support/a11y';
import { launchBrowser, toast } from './support/browser';
import { contextAs, registerReader, waitForSettled } from './support/session';

const PUBLIC_CLUB = 'The Slow Burn Society';
const PRIVATE_CLUB = 'Midnight Margins';

async function expectAccessible(page: Page, label: string): Promise<void> {
  const serious = (await runAxe(page)).filter(isSeriousOrCritical);
  expect(formatViolations(label, serious)).toBe(`${label}: no violations`);
}

async function openClubs(page: Page): Promise<void> {
  await page.goto('/clubs');
  await page.locator('[data-remote="clubs-app"]').waitFor({ timeout: 20000 });
  await page.getByRole('heading', { level: 1, name: 'Book clubs' }).waitFor();
  await waitForSettled(page);
}

describe('book clubs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a reader sees a section's posts wait, logs progress past it and reads them", async () => {
    const account = await registerReader('clubs');
    const { context, page } = await contextAs(browser, account, { width: 1280 });
    try {
      await openClubs(page);
      await page.getByRole('heading', { name: 'Your clubs' }).waitFor();
      await page.getByText('You have not joined a club yet.').waitFor();
      await expectAccessible(page, 'clubs directory');

      await page.getByLabel('Search clubs by name').fill('slow burn');
      await page.getByRole('list', { name: 'Clubs' }).getByRole('link', { name: PUBLIC_CLUB }).click();
      await page.getByRole('heading', { level: 1, name: PUBLIC_CLUB }).waitFor();
      expect(await page.title()).toContain(PUBLIC_CLUB);
      await page.getByRole('heading', { name: /^Members \(\d+\)$/ }).waitFor();

      const first = page.getByTestId('club-section').first();
      await first.getByText('waiting for your progress').waitFor();
      await first.getByRole('link').click();
      await page.getByText(/^\d+ posts? wait until you reach page 90\.$/).waitFor();
      expect(await page.getByTestId('club-post').count()).toBe(0);
      await expectAccessible(page, 'club page with a waiting section');

      await page.getByRole('button', { name: 'Join the club' }).click();
      await toast(page, `Welcome to ${PUBLIC_CLUB}`);
      await page.getByLabel('Page you reached').fill('100');
      await page.getByRole('button', { name: 'Log progress' }).click();
      await toast(page, 'Progress saved: page 100');
      const posts = page.getByTestId('club-post');
      await posts.first().waitFor();
      expect(await posts.count()).toBe(2);
      expect(
        await page
          .getByTestId('club-thread')
          .getByText(/posts? wait until/)
          .count(),
      ).toBe(0);
      await expectAccessible(page, 'club thread');
    } finally {
      await context.close();
    }
  }, 40000);

  it('a reader starts a private club and finds its moderation on its page', async () => {
    const account = await registerReader('clubowner');
    const { context, page } = await contextAs(browser, account, { width: 390, height: 844 });
    try {
      await page.goto('/clubs/new');
      await page.getByRole('heading', { level: 1, name: 'Start a club' }).waitFor({ timeout: 20000 });
      await page.getByRole('button', { name: 'Start the club' }).click();
      await page.getByText('Give your club a name').waitFor();
      await expectAccessible(page, 'start a club, with its error');
      await page.getByLabel(/^Name/).fill(`Night Owls ${account.username}`);
      await page.getByLabel('Who can join').selectOption('private');
      await page.getByRole('button', { name: 'Start the club' }).click();
      await toast(page, `Night Owls ${account.username} is open`);
      await page.getByRole('heading', { name: 'Moderation' }).waitFor();
      await page.getByText('No one is asking to join.').waitFor();
      await page.getByRole('button', { name: 'Choose the book and its sections' }).click();
      await page.getByRole('button', { name: 'Save the schedule' }).waitFor();
      await expectAccessible(page, 'club page, moderation');
    } finally {
      await context.close();
    }
  }, 30000);

  it('a reader outside a private club sees its name, description and member count only', async () => {
    const { context, page } = await contextAs(browser, null, { width: 390, height: 844 });
    try {
      await openClubs(page);
      await page.getByLabel('Search clubs by name').fill('midnight');
      await page.getByRole('list', { name: 'Clubs' }).getByRole('link', { name: PRIVATE_CLUB }).click();
      await page.getByRole('heading', { level: 1, name: PRIVATE_CLUB }).waitFor();
      await page.getByText(/^\d+ members? · Private club$/).waitFor();
      await page.getByTestId('club-private-note').waitFor();
      expect(await page.getByRole('heading', { name: /Members|Current read/ }).count()).toBe(0);
      await expectAccessible(page, 'private club, outside');
    } finally {
      await context.close();
    }
  }, 30000);
});
