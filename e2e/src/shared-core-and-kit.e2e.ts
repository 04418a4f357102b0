/**
 * A newer UI kit, released alone: admin-app, rebuilt in a temporary copy of the workspace against a
 * kit 1.1.0 with a visible change (its buttons carry a version marker and a new outline), is redeployed alone: the
 * admin area shows the change, the reader area keeps the shell's kit, the session is one, the core is loaded once.
 * An incompatible core: an admin build requiring the core's next major shows the admin area's
 * fallback with its message (and logs why), while /books and a signed-in reader's /reading-list keep working;
 * pointing the runtime manifest back at the previous admin deployment restores it (9.3.3, no rebuild).
 *
 * Same setup as remote-owned-screens.e2e.ts: copies of the production builds in dist/, each release at its own
 * origin; a release is shipped by pointing the shell's runtime manifest at it. One admin build per proof.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, ADMIN, USER } from './support/browser';
import { buildAdminFromCopy, copyDir, copyWorkspaceForAdmin, distDir, hashDir, manifestFor } from './support/deploy';
import { API_URL, freePorts } from './support/ports';
import { CORE_VERSION, editPackage, KIT_VERSION, nextMajor, nextMinor, releaseNewerKit } from './support/releases';
import { startStaticServer, type StaticServer } from './support/servers';
import {
  libraryCopies,
  loadedShareProviders,
  navigateInApp,
  recordScripts,
  withSessionStore,
} from './support/federation';
import { contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

async function outlineOf(page: Page, selector: string) {
  const button = page.locator(selector).first();
  await button.waitFor();
  return {
    marker: await button.getAttribute('data-kit-version'),
    outline: await button.evaluate((el) => getComputedStyle(el).outlineColor + ' ' + getComputedStyle(el).outlineStyle),
  };
}

describe('the shared core and the UI kit, released by admin-app alone', () => {
  let browser: Browser;
  let root: string;
  let manifestFile: string;
  const servers: StaticServer[] = [];
  const dirs = { shell: '', reader: '' };
  let readerUrl = '';
  let previousAdminUrl = '';
  let shellUrl = '';
  let nextPort: () => number;
  const kit = nextMinor(KIT_VERSION);
  const major = nextMajor(CORE_VERSION);
  const hashesBefore = { shell: {} as Record<string, string>, reader: {} as Record<string, string> };
  // The two admin releases of this file, built side by side while the first test waits for its own.
  const releases: { kit?: Promise<string>; core?: Promise<string> } = {};

  /** Builds admin-app from a fresh workspace copy changed by `change`, and serves the release at its own origin. */
  async function deployAdmin(name: string, change: (copy: string) => void): Promise<string> {
    const copy = join(root, `workspace-${name}`);
    mkdirSync(copy);
    copyWorkspaceForAdmin(copy);
    change(copy);
    const out = join(root, `admin-app-${name}`);
    await buildAdminFromCopy(copy, out);
    const server = await startStaticServer({ dir: out, port: nextPort(), cors: true });
    servers.push(server);
    return `${server.url}/mf-manifest.json`;
  }

  /** The deploy step of a release: the shell's runtime manifest names the admin deployment to use. */
  function pointAdminAt(entry: string): void {
    const admin = entry.replace(/\/mf-manifest\.json$/, '');
    writeFileSync(manifestFile, JSON.stringify(manifestFor({ 'reader-app': readerUrl, 'admin-app': admin })));
  }

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'book-core-kit-'));
    const ports = await freePorts(5);
    nextPort = () => ports.pop()!;
    dirs.shell = join(root, 'shell');
    dirs.reader = join(root, 'reader-app');
    copyDir(distDir('shell'), dirs.shell);
    copyDir(distDir('reader-app'), dirs.reader);
    copyDir(distDir('admin-app'), join(root, 'admin-app-previous'));
    manifestFile = join(dirs.shell, 'module-federation.manifest.json');
    const reader = await startStaticServer({ dir: dirs.reader, port: nextPort(), cors: true });
    const previousAdmin = await startStaticServer({
      dir: join(root, 'admin-app-previous'),
      port: nextPort(),
      cors: true,
    });
    const shell = await startStaticServer({ dir: dirs.shell, port: nextPort(), spa: true, apiTarget: API_URL });
    servers.push(reader, previousAdmin, shell);
    readerUrl = reader.url;
    previousAdminUrl = `${previousAdmin.url}/mf-manifest.json`;
    shellUrl = shell.url;
    pointAdminAt(previousAdminUrl);
    hashesBefore.shell = hashDir(dirs.shell);
    hashesBefore.reader = hashDir(dirs.reader);
    releases.kit = deployAdmin('kit', (copy) => {
      releaseNewerKit(copy, kit);
      editPackage(join(copy, 'admin-app/package.json'), { dependencies: { '@book/shared-ui': `^${kit}` } });
    });
    releases.core = deployAdmin('core', (copy) => {
      editPackage(join(copy, 'core/package.json'), { version: major });
      editPackage(join(copy, 'admin-app/package.json'), { dependencies: { '@book/core': `^${major}` } });
    });
    // Awaited by their tests; a failure is reported there.
    for (const release of Object.values(releases)) release.catch(() => undefined);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.allSettled(Object.values(releases));
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('a newer kit in admin-app alone: the admin area shows it, the reader keeps the old kit, one session, one core', async () => {
    pointAdminAt(await releases.kit!);

    const { context, page, session } = await contextAs(browser, ADMIN, { baseURL: shellUrl });
    try {
      const scripts = recordScripts(page);
      await page.goto('/admin/books');
      await waitForRemote(page, 'admin-app');
      expect(await outlineOf(page, '[data-remote="admin-app"] .ui-btn')).toEqual({
        marker: kit,
        outline: 'rgb(102, 51, 153) solid',
      });

      // The same page, now in the reader area: the shell's kit, without the marker or the new outline.
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      expect(await outlineOf(page, '[data-remote="reader-app"] .ui-btn')).toEqual({
        marker: null,
        outline: expect.not.stringContaining('rgb(102, 51, 153) solid'),
      });

      // Two kits (each used by its own apps); one copy of every singleton, the core being the shell's.
      for (const [name, loaded] of Object.entries(await loadedShareProviders(page)))
        expect({ name, loaded }).toEqual({ name, loaded: [expect.any(String)] });
      const providers = await loadedShareProviders(page, ['@book/core', '@book/shared-ui']);
      expect(providers['@book/core']).toEqual([`shell@${CORE_VERSION}`]);
      expect([...providers['@book/shared-ui']].sort()).toEqual([`admin_app@${kit}`, `shell@${KIT_VERSION}`].sort());
      expect((await libraryCopies(scripts.urls))['@book/core (session store)']).toHaveLength(1);

      // One session: a change in the one store is seen by the navbar and by admin-app's own copy of the page.
      await navigateInApp(page, '/admin/books');
      await waitForRemote(page, 'admin-app');
      const admin = page.locator('[data-remote="admin-app"]').first();
      expect(await admin.getAttribute('data-session-user')).toBe(session!.user.username);
      await withSessionStore(page, `(s) => s.setState({ user: { ...s.getState().user, username: 'kit-probe' } })`);
      await page.getByText('Welcome, kit-probe').first().waitFor({ timeout: 5000 });
      await page.locator('[data-remote="admin-app"][data-session-user="kit-probe"]').waitFor({ timeout: 5000 });
    } finally {
      await context.close();
    }
    expect(hashDir(dirs.reader)).toEqual(hashesBefore.reader);
    // Only the runtime manifest of the shell changed (the deploy step), not one of its built files.
    const { ['module-federation.manifest.json']: _manifest, ...shellFiles } = hashDir(dirs.shell);
    const { ['module-federation.manifest.json']: _before, ...shellFilesBefore } = hashesBefore.shell;
    expect(shellFiles).toEqual(shellFilesBefore);
  }, 420000);

  it('an admin build needing the next core major shows its fallback with the reason; the reader keeps working; rollback restores it', async () => {
    pointAdminAt(await releases.core!);

    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shellUrl });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto('/admin');
      const fallback = page.locator('[data-remote-error="admin_app"]');
      await fallback.waitFor({ timeout: 20000 });
      await expect(fallback.getByRole('heading').textContent()).resolves.toBe(
        'The admin area needs a newer version of BookNook',
      );
      await expect(fallback.textContent()).resolves.toContain(`it needs ^${major}; this site runs ${CORE_VERSION}`);
      expect(errors).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`Remote admin_app needs @book/core ^${major}, but this page runs ${CORE_VERSION}`),
        ]),
      );
      // The navbar still works, and so does the catalogue in the same page.
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      await page.getByRole('heading', { name: 'Browse Books' }).waitFor();
    } finally {
      await context.close();
    }

    const reader = await contextAs(browser, USER, { baseURL: shellUrl });
    try {
      await reader.page.goto('/reading-list');
      await waitForRemote(reader.page, 'reader-app');
      await reader.page.getByRole('heading', { name: 'My Reading List' }).waitFor();
      expect(await reader.page.locator('[data-remote-error]').count()).toBe(0);
    } finally {
      await reader.context.close();
    }

    // Rollback: the manifest points back at the previous admin deployment; nothing is rebuilt.
    pointAdminAt(previousAdminUrl);
    const back = await contextAs(browser, ADMIN, { baseURL: shellUrl });
    try {
      await back.page.goto('/admin');
      await waitForRemote(back.page, 'admin-app');
      await back.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await back.page.locator('[data-remote-error]').count()).toBe(0);
    } finally {
      await back.context.close();
    }
  }, 420000);
});
