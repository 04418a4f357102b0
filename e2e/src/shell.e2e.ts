import type { Browser, Page } from 'playwright-core';
import { ADMIN, launchBrowser, newPage, signIn, USER } from './support/browser';
import { distDir, manifestFor } from './support/deploy';
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
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && errors.push(m.text()),
    );
    const res = await page.goto('/books');
    const headers = res?.headers() ?? {};
    // The origins of the remotes in the manifest of remotes (reader, admin, clubs).
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( http:\/\/localhost:\d+){3};/);
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
    const deployment = await shellWithOwnRemote('admin_app');
    try {
      await deployment.stopRemote();
      const { context, page } = await newPage(browser);
      await page.goto(deployment.url('/login'));
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Welcome, ').waitFor();

      await page.goto(deployment.url('/admin'));
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
      await deployment.startRemote();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-remote="admin-app"]').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
      // Styled too: its stylesheets were not answered by the failed preloads of the first load.
      expect(await unstyled(page)).toEqual([]);
      await context.close();
    } finally {
      await deployment.stop();
    }
  });

  it('with the reader remote down when /books was opened, one Retry brings the catalogue, styled', async () => {
    // The page preloaded the remote's files (entry, App, the catalogue's chunks) and each failed: the browser
    // answers the next request of each of those URLs with that failure, once.
    const deployment = await shellWithOwnRemote('reader_app');
    try {
      await deployment.stopRemote();
      const { context, page } = await newPage(browser);
      const response = await page.goto(deployment.url('/books'));
      expect(response?.headers().link).toContain(`${deployment.remoteUrl}/remoteEntry.js`); // the failed preloads this is about
      await page.locator('[data-remote-error="reader_app"]').waitFor();
      await deployment.startRemote();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Browse Books', level: 1 }).waitFor();
      expect(await unstyled(page)).toEqual([]);
      await context.close();
    } finally {
      await deployment.stop();
    }
  });
});

/**
 * A shell of its own whose `remote` has a server of its own, on other ports, so that the test can stop and start
 * that remote without disturbing the product the other tests share (the other remote is the shared one).
 */
async function shellWithOwnRemote(remote: 'reader_app' | 'admin_app') {
  const [shellPort, remotePort] = await freePorts(2);
  const project = remote === 'reader_app' ? 'reader-app' : 'admin-app';
  const dir = distDir(project);
  const start = () => startStaticServer({ dir, port: remotePort, cors: true });
  let server = await start();
  const shared = {
    'reader-app': `http://localhost:${E2E_PORTS.reader}`,
    'admin-app': `http://localhost:${E2E_PORTS.admin}`,
    'clubs-app': `http://localhost:${E2E_PORTS.clubs}`,
  };
  const shell = await startStaticServer({
    dir: distDir('shell'),
    port: shellPort,
    spa: true,
    apiTarget: API_URL,
    remoteManifest: manifestFor({ ...shared, [project]: server.url }),
  });
  return {
    url: (path: string) => `http://localhost:${shellPort}${path}`,
    remoteUrl: server.url,
    stopRemote: () => server.stop(),
    startRemote: async () => {
      server = await start();
    },
    async stop() {
      await server.stop().catch(() => undefined);
      await shell.stop();
    },
  };
}

/** The page's stylesheets that did not load (waiting a little for those still loading). */
async function unstyled(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
      .filter((link) => !link.sheet)
      .map((link) => link.href),
  );
}
