import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { API_URL } from './support/ports';

describe('the product assembled at runtime', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves the seeded API', async () => {
    const res = await fetch(`${API_URL}/api/health`);
    expect(res.status).toBe(200);
  });

  it('renders the reader remote inside the shell', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.locator('[data-remote="reader-app"]').waitFor();
    await context.close();
  });
});
