import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { workspaceRoot } from './deploy';
import { contextAs } from './session';

/** Chromium's flags, the browser benchmarks' too (read at run time: tools/ is not a project). */
const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(join(workspaceRoot, 'tools/lib/chromium-flags.json'), 'utf8'),
) as string[];

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A visitor's fresh context and page (contextAs with no one signed in). */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await contextAs(browser, null, options);
  return { context, page };
}

/** Fills the shell's login form on screen with `who`'s email and password, and submits it. */
export async function submitLogin(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^(login|sign in)$/i }).click();
}

/** Signs in through the shell's login page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, { email, password });
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
