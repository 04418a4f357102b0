import type { Browser } from 'playwright-core';
import { ADMIN, launchBrowser, newPage, signIn, USER } from './support/browser';
import { distDir } from './support/deploy';
import { API_URL, E2E_PORTS, freePorts } from './support/ports';
import { startStaticServer } from './support/servers';

describe('the shell assembled at runtime', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is served with a strict CSP that the whole page lives with, and that refuses an injected inline script', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && errors.push(m.text()));
    const res = await page.goto('/books');
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/localhost:\d+ http:\/\/localhost:\d+;/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    expect(errors).toEqual([]); // the product itself needs nothing the policy forbids
    await expect(page.addScriptTag({ content: 'window.__injected = true' })).rejects.toThrow(/Content Security Policy/);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await context.close();
  });

  it('renders content from both remotes inside the layout', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/admin');
    await page.locator('[data-remote="admin-app"]').first().waitFor();
    expect(await page.locator('[data-shell-version]').textContent()).toMatch(/shell v/);
    await context.close();
  });

  it('signing in on /login updates the navbar without a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Welcome, ').waitFor();
    await page.getByText('Login successful!').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Reading List' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });

  it('sends a visitor from /reading-list to /login and back after login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reading-list');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/reading-list');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await context.close();
  });

  it('sends a user visiting /admin to /', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, USER.email, USER.password);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await context.close();
  });

  it('redirects an unknown path to /', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/this/does/not/exist');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await context.close();
  });

  it('with the admin remote down, /admin shows the fallback, /books still works, and Retry recovers', async () => {
    // An own shell + admin remote on other ports, so stopping the remote does not disturb the shared product.
    const [shellPort, adminPort] = await freePorts(2);
    const readerUrl = `http://localhost:${E2E_PORTS.reader}`;
    const startAdmin = () => startStaticServer({ dir: distDir('admin-app'), port: adminPort, cors: true });
    let admin = await startAdmin();
    const shell = await startStaticServer({
      dir: distDir('shell'),
      port: shellPort,
      spa: true,
      apiTarget: API_URL,
      remoteManifest: { reader_app: `${readerUrl}/mf-manifest.json`, admin_app: `${admin.url}/mf-manifest.json` },
    });
    try {
      await admin.stop();
      const { context, page } = await newPage(browser);
      const own = (path: string) => `http://localhost:${shellPort}${path}`;
      await page.goto(own('/login'));
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Welcome, ').waitFor();

      await page.goto(own('/admin'));
      const fallback = page.locator('[data-remote-error="admin_app"]');
      await fallback.waitFor();
      expect(await fallback.textContent()).toContain('could not be loaded');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      // The navbar and the other remote keep working (client-side navigation).
      await page.getByRole('link', { name: 'Books', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/books');
      await page.locator('[data-remote="reader-app"]').first().waitFor();

      // Back to the admin area, then the remote's server comes back: Retry loads it without a reload.
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await fallback.waitFor();
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
      admin = await startAdmin();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-remote="admin-app"]').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
      // Styled too: its stylesheets were not answered by the failed preloads of the first load.
      const unstyled = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => !link.sheet).map((link) => link.href);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet), null, { timeout: 5000 }).catch(() => undefined);
      expect(await page.evaluate(unstyled)).toEqual([]);
      await context.close();
    } finally {
      await admin.stop().catch(() => undefined);
      await shell.stop();
    }
  });

  it('with the reader remote down when /books was opened, one Retry brings the catalogue, styled', async () => {
    // The page preloaded the remote's files (entry, App, the catalogue's chunks) and each failed: the browser
    // answers the next request of each of those URLs with that failure, once.
    const [shellPort, readerPort] = await freePorts(2);
    const startReader = () => startStaticServer({ dir: distDir('reader-app'), port: readerPort, cors: true });
    let reader = await startReader();
    const shell = await startStaticServer({
      dir: distDir('shell'),
      port: shellPort,
      spa: true,
      apiTarget: API_URL,
      remoteManifest: { reader_app: `${reader.url}/mf-manifest.json`, admin_app: `http://localhost:${E2E_PORTS.admin}/mf-manifest.json` },
    });
    try {
      await reader.stop();
      const { context, page } = await newPage(browser);
      const response = await page.goto(`http://localhost:${shellPort}/books`);
      expect(response?.headers().link).toContain(`${reader.url}/remoteEntry.js`); // the failed preloads this is about
      await page.locator('[data-remote-error="reader_app"]').waitFor();
      reader = await startReader();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Browse Books', level: 1 }).waitFor();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet), null, { timeout: 5000 }).catch(() => undefined);
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => !link.sheet).map((link) => link.href))).toEqual([]);
      await context.close();
    } finally {
      await reader.stop().catch(() => undefined);
      await shell.stop();
    }
  });
});
