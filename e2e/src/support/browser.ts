import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BASE_URL } from './ports';

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the shell's login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(login|sign in)$/i }).click();
  await page.getByText(/Welcome, /).waitFor();
}

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const USER = { email: 'user@example.com', password: 'user123' };

/** Waits for a toast (or any text) to show: a string is matched exactly. */
export function toast(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  return page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ timeout });
}
