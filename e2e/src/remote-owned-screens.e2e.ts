/**
 * Issue 9.3.1 — a new screen, released alone: admin-app, built from a temporary copy of the workspace with an
 * extra screen (/admin/activity) and its menu entry, is redeployed alone; after a reload the Admin dropdown shows
 * the entry and the screen renders, while every shell and reader file is byte-for-byte unchanged.
 * Issue 9.3.3 — rollback: pointing the shell's runtime manifest back at the previous admin deployment (kept at
 * its own origin) restores the previous screens without rebuilding anything.
 *
 * Same setup as independent-release.e2e.ts: copies of the production builds in dist/, each from its own origin.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, ADMIN } from './support/browser';
import { API_URL, freePorts } from './support/ports';
import { buildAdminFromCopy, copyDir, copyWorkspaceForAdmin, distDir, hashDir, replaceDirContents } from './support/deploy';
import { startStaticServer, type StaticServer } from './support/servers';
import { contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

/** The admin team's change, made in a copy of the workspace: a screen, its route and its menu entry. */
/** The deployed admin-app has no Activity screen: no menu entry, and its path redirects to / like any unknown one. */
async function expectNoActivityScreen(page: Page): Promise<void> {
  await page.goto('/admin');
  await waitForRemote(page, 'admin-app');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Manage Books' }).waitFor();
  expect(await page.getByRole('link', { name: 'Activity' }).count()).toBe(0);
  await page.goto('/admin/activity');
  await page.waitForURL((url) => url.pathname === '/');
}

function addActivityScreen(copy: string): void {
  const entry = join(copy, 'admin-app/src/remote-entry.tsx');
  const source = readFileSync(entry, 'utf8');
  const route = '<Route path="reviews" element={<ManageReviews />} />';
  expect(source).toContain(route);
  writeFileSync(entry, source.replace(route, `${route}\n            <Route path="activity" element={<h1>Recent activity</h1>} />`));
  const nav = join(copy, 'admin-app/src/nav.ts');
  writeFileSync(nav, readFileSync(nav, 'utf8').replace(/\n\];\s*$/, "\n  { to: '/admin/activity', label: 'Activity' },\n];\n"));
}

describe('a new admin screen, released alone', () => {
  let browser: Browser;
  let root: string;
  let shell: StaticServer;
  let reader: StaticServer;
  let admin: StaticServer;
  let previousAdmin: StaticServer;
  const dirs = { shell: '', reader: '', admin: '' };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'book-screen-'));
    const [shellPort, readerPort, adminPort, previousPort] = await freePorts(4);
    dirs.shell = join(root, 'shell');
    dirs.reader = join(root, 'reader-app');
    dirs.admin = join(root, 'admin-app');
    copyDir(distDir('shell'), dirs.shell);
    copyDir(distDir('reader-app'), dirs.reader);
    copyDir(distDir('admin-app'), dirs.admin);
    // The previous admin deployment stays online at its own URL, for the rollback.
    copyDir(distDir('admin-app'), join(root, 'admin-app-previous'));
    previousAdmin = await startStaticServer({ dir: join(root, 'admin-app-previous'), port: previousPort, cors: true });
    writeFileSync(
      join(dirs.shell, 'module-federation.manifest.json'),
      JSON.stringify({ reader_app: `http://localhost:${readerPort}/mf-manifest.json`, admin_app: `http://localhost:${adminPort}/mf-manifest.json` }),
    );
    reader = await startStaticServer({ dir: dirs.reader, port: readerPort, cors: true });
    admin = await startStaticServer({ dir: dirs.admin, port: adminPort, cors: true });
    shell = await startStaticServer({ dir: dirs.shell, port: shellPort, spa: true, apiTarget: API_URL });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([shell?.stop(), reader?.stop(), admin?.stop(), previousAdmin?.stop()]);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('shows the new menu entry and screen after redeploying only admin-app; shell and reader files are unchanged', async () => {
    const shellBefore = hashDir(dirs.shell);
    const readerBefore = hashDir(dirs.reader);
    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.url });
    try {
      // Before: no such entry, and the unknown admin sub-path redirects to / (spec).
      await expectNoActivityScreen(page);

      // The admin team's release, built from its own copy of the sources.
      const copy = join(root, 'workspace');
      mkdirSync(copy);
      copyWorkspaceForAdmin(copy);
      addActivityScreen(copy);
      const next = join(root, 'admin-app-next');
      await buildAdminFromCopy(copy, next);
      replaceDirContents(dirs.admin, next);

      // After a reload: the entry comes from admin-app and leads to the new screen.
      await page.goto('/admin');
      await waitForRemote(page, 'admin-app');
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { name: 'Recent activity' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/activity');
    } finally {
      await context.close();
    }
    expect(hashDir(dirs.shell)).toEqual(shellBefore);
    expect(hashDir(dirs.reader)).toEqual(readerBefore);
  }, 420000);

  it('rolls back by pointing the shell\'s runtime manifest at the previous admin deployment, with no rebuild', async () => {
    const manifestFile = join(dirs.shell, 'module-federation.manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, admin_app: `${previousAdmin.url}/mf-manifest.json` }));
    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.url });
    try {
      await expectNoActivityScreen(page);
    } finally {
      await context.close();
    }
  });
});
