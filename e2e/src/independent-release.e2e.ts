/**
 * The micro-frontend promise, proven: one team rebuilds and redeploys its remote (admin-app) and
 * nothing else changes; a dead remote does not take the shell or the other remote down, and comes back on Retry.
 *
 * The production builds in dist/ are copied to a temp folder and each copy is served from its own origin by its
 * own server process (the edge, as `npm start` does) on ports of this test; the API is the
 * one the e2e global setup started. dist/ itself is never modified (other tests use it).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, ADMIN, USER } from './support/browser';
import { API_URL, freePorts } from './support/ports';
import { copyDir, distDir, hashDir, manifestFor, replaceDirContents, run, workspaceRoot } from './support/deploy';
import { startStaticServer, type StaticServer } from './support/servers';
import { contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

const NEW_VERSION = `9.9.9-${Date.now()}`;

interface Deployment {
  dir: string;
  server: StaticServer;
}

async function remoteVersionInPage(page: Page, remote: 'reader-app' | 'admin-app'): Promise<string | null> {
  await waitForRemote(page, remote);
  return page.locator(`[data-remote="${remote}"]`).first().getAttribute('data-remote-version');
}

async function manifestVersion(url: string): Promise<string> {
  const res = await fetch(`${url}/mf-manifest.json`, { cache: 'no-store' });
  expect(res.status).toBe(200);
  const manifest = (await res.json()) as { metaData: { buildInfo: { buildVersion: string } } };
  return manifest.metaData.buildInfo.buildVersion;
}

/** sha256 of what the server actually sends for every recorded file. */
async function servedHashes(url: string, files: Record<string, string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of Object.keys(files)) {
    const res = await fetch(`${url}/${file}`);
    out[file] = res.ok
      ? createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex')
      : `HTTP ${res.status}`;
  }
  return out;
}

describe('independent release of a remote', () => {
  let browser: Browser;
  let root: string;
  let shell: Deployment;
  let reader: Deployment;
  let admin: Deployment;
  let adminPort: number;
  const distAdminBefore = hashDir(distDir('admin-app'));
  const before = {
    shell: {} as Record<string, string>,
    reader: {} as Record<string, string>,
    readerVersion: '',
    adminVersion: '',
    readerManifest: '',
    adminManifest: '',
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'book-release-'));
    const [shellPort, readerPort, port] = await freePorts(3);
    adminPort = port;
    const dirs = { shell: join(root, 'shell'), reader: join(root, 'reader-app'), admin: join(root, 'admin-app') };
    copyDir(distDir('shell'), dirs.shell);
    copyDir(distDir('reader-app'), dirs.reader);
    copyDir(distDir('admin-app'), dirs.admin);
    // The shell's deployment setting: where each remote lives (the file next to index.html, read at start).
    writeFileSync(
      join(dirs.shell, 'module-federation.manifest.json'),
      JSON.stringify(
        manifestFor({ 'reader-app': `http://localhost:${readerPort}`, 'admin-app': `http://localhost:${adminPort}` }),
        null,
        2,
      ),
    );
    reader = { dir: dirs.reader, server: await startStaticServer({ dir: dirs.reader, port: readerPort, cors: true }) };
    admin = { dir: dirs.admin, server: await startStaticServer({ dir: dirs.admin, port: adminPort, cors: true }) };
    shell = {
      dir: dirs.shell,
      server: await startStaticServer({ dir: dirs.shell, port: shellPort, spa: true, apiTarget: API_URL }),
    };
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([shell?.server.stop(), reader?.server.stop(), admin?.server.stop()]);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('records the shell, the reader and the versions each remote reports', async () => {
    before.shell = hashDir(shell.dir);
    before.reader = hashDir(reader.dir);
    expect(Object.keys(before.shell)).toContain('index.html');
    expect(Object.keys(before.reader)).toContain('remoteEntry.js');
    before.readerManifest = await manifestVersion(reader.server.url);
    before.adminManifest = await manifestVersion(admin.server.url);

    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.server.url });
    await page.goto('/books');
    before.readerVersion = (await remoteVersionInPage(page, 'reader-app')) ?? '';
    await page.goto('/admin');
    before.adminVersion = (await remoteVersionInPage(page, 'admin-app')) ?? '';
    await context.close();

    expect(before.readerVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(before.adminVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(before.adminVersion).not.toBe(NEW_VERSION);
  });

  it('rebuilds and redeploys only admin-app; the admin area shows the new version, the rest is byte-for-byte unchanged, the session survives', async () => {
    // A signed-in session, in the shell's login page, before the redeploy.
    const { context, page } = await contextAs(browser, null, { baseURL: shell.server.url });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    expect(await remoteVersionInPage(page, 'admin-app')).toBe(before.adminVersion);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));
    expect(tokenBefore).toBeTruthy();

    // The admin team's release: its own build, with its own version, into a folder of its own...
    const next = join(root, 'admin-app-next');
    await run(
      process.execPath,
      [
        join(workspaceRoot, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        'admin-app/webpack.config.js',
        '--mode',
        'production',
        '--output-path',
        next,
      ],
      { APP_VERSION: NEW_VERSION, MF_BUILD_VERSION: NEW_VERSION, NX_DAEMON: 'false' },
      300000,
    );
    expect(readFileSync(join(next, 'mf-manifest.json'), 'utf8')).toContain('remoteEntry.js');
    // ...then swapped into the folder the admin origin serves. Nothing else is touched.
    replaceDirContents(admin.dir, next);
    expect(await manifestVersion(admin.server.url)).toBe(NEW_VERSION);

    // The browser reloads: the new admin area, the same session.
    await page.reload();
    expect(await remoteVersionInPage(page, 'admin-app')).toBe(NEW_VERSION);
    await expect(
      page
        .getByText(/Welcome, /)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(tokenBefore);
    expect(new URL(page.url()).pathname).toBe('/admin');

    // The reader area still reports the version it had, from the same files.
    const shellLoads: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(shell.server.url)) shellLoads.push(new URL(r.url()).pathname);
    });
    await page.goto('/books');
    expect(await remoteVersionInPage(page, 'reader-app')).toBe(before.readerVersion);
    expect(await manifestVersion(reader.server.url)).toBe(before.readerManifest);
    await context.close();

    // Byte for byte: on disk, and as served.
    expect(hashDir(shell.dir)).toEqual(before.shell);
    expect(hashDir(reader.dir)).toEqual(before.reader);
    expect(await servedHashes(shell.server.url, before.shell)).toEqual(before.shell);
    expect(await servedHashes(reader.server.url, before.reader)).toEqual(before.reader);
    // Every static file the browser took from the shell's origin is one of the recorded ones.
    const staticLoads = shellLoads.filter((p) => /\.\w+$/.test(p) && !p.startsWith('/api/'));
    expect(staticLoads.length).toBeGreaterThan(0);
    for (const p of staticLoads) expect(Object.keys(before.shell)).toContain(p.slice(1));
    // And dist/ was left alone.
    expect(hashDir(distDir('admin-app'))).toEqual(distAdminBefore);
  }, 420000);

  it('a stopped admin remote shows the fallback with Retry on /admin, the reader side keeps working, and Retry restores it without a reload', async () => {
    await admin.server.stop();
    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.server.url });
    const user = await contextAs(browser, USER, { baseURL: shell.server.url });
    try {
      await page.goto('/admin');
      const retry = page.getByRole('button', { name: /retry/i });
      await retry.waitFor({ timeout: 20000 });
      expect(await page.locator('[data-remote="admin-app"]').count()).toBe(0);
      await expect(page.getByRole('link', { name: 'Books', exact: true }).first().isVisible()).resolves.toBe(true);

      // The reader side, for a visitor path and a signed-in reader.
      for (const path of ['/', '/books']) {
        await page.goto(path);
        await waitForRemote(page, 'reader-app');
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await user.page.goto('/reading-list');
      await waitForRemote(user.page, 'reader-app');
      expect(new URL(user.page.url()).pathname).toBe('/reading-list');
      await expect(
        user.page
          .getByRole('heading', { name: /reading list/i })
          .first()
          .isVisible(),
      ).resolves.toBe(true);

      // Back on /admin, still down; mark this page so a full reload would show.
      await page.goto('/admin');
      await retry.waitFor({ timeout: 20000 });
      await page.evaluate(() => ((window as unknown as Record<string, string>).__releaseMarker = 'still-here'));

      admin.server = await startStaticServer({ dir: admin.dir, port: adminPort, cors: true });
      await retry.click();
      expect(await remoteVersionInPage(page, 'admin-app')).toBe(NEW_VERSION);
      expect(await page.evaluate(() => (window as unknown as Record<string, string>).__releaseMarker)).toBe(
        'still-here',
      );
      expect(new URL(page.url()).pathname).toBe('/admin');
    } finally {
      await user.context.close();
      await context.close();
    }
  });
});
