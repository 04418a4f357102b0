/**
 * A new screen, released alone: Reports (/admin/reports) and its menu entry arrive with an admin-app
 * release and nothing else. The deployment before it is admin-app built from a temporary copy of the workspace
 * without that screen (its route and menu entry taken out); redeploying admin-app alone with the current build
 * brings the entry and the screen after a reload, while every shell and reader file is byte-for-byte unchanged.
 * Rollback: pointing the shell's runtime manifest back at the previous admin deployment (kept at
 * its own origin) takes the screen away again without rebuilding anything.
 *
 * Same setup as independent-release.e2e.ts: copies of the production builds in dist/, each from its own origin.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, ADMIN } from './support/browser';
import { API_URL, freePorts } from './support/ports';
import {
  buildAdminFromCopy,
  copyDir,
  copyWorkspaceForAdmin,
  distDir,
  hashDir,
  manifestFor,
  replaceDirContents,
} from './support/deploy';
import { startStaticServer, type StaticServer } from './support/servers';
import { contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

/** The deployed admin-app has no Reports screen: no menu entry, and its path redirects to / like any unknown one. */
async function expectNoReportsScreen(page: Page): Promise<void> {
  await page.goto('/admin');
  await waitForRemote(page, 'admin-app');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Manage Books' }).waitFor();
  expect(await page.getByRole('link', { name: 'Reports', exact: true }).count()).toBe(0);
  await page.goto('/admin/reports');
  await page.waitForURL((url) => url.pathname === '/');
}

/** The admin remote as it was before Reports, in a copy of the workspace: its route and menu entry taken out. */
function removeReportsScreen(copy: string): void {
  const edit = (file: string, lines: string[]) => {
    const path = join(copy, file);
    let source = readFileSync(path, 'utf8');
    for (const line of lines) {
      expect(source).toContain(line);
      source = source.replace(line, '');
    }
    writeFileSync(path, source);
  };
  edit('admin-app/src/remote-entry.tsx', [
    "const ManageReports = screen(() => import('./features/reports/ManageReports'));\n",
    '<Route path="reports" element={<ManageReports />} />',
  ]);
  edit('admin-app/src/nav.ts', ["  { to: '/admin/reports', label: 'Reports' },\n"]);
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
    // The admin team's previous release, built from its own copy of the sources as they were before Reports.
    const copy = join(root, 'workspace');
    mkdirSync(copy);
    copyWorkspaceForAdmin(copy);
    removeReportsScreen(copy);
    await buildAdminFromCopy(copy, join(root, 'admin-app-previous'));
    copyDir(join(root, 'admin-app-previous'), dirs.admin);
    // The previous admin deployment also stays online at its own URL, for the rollback.
    previousAdmin = await startStaticServer({ dir: join(root, 'admin-app-previous'), port: previousPort, cors: true });
    writeFileSync(
      join(dirs.shell, 'module-federation.manifest.json'),
      JSON.stringify(
        manifestFor({
          'reader-app': `http://localhost:${readerPort}`,
          'admin-app': `http://localhost:${adminPort}`,
        }),
      ),
    );
    reader = await startStaticServer({ dir: dirs.reader, port: readerPort, cors: true });
    admin = await startStaticServer({ dir: dirs.admin, port: adminPort, cors: true });
    shell = await startStaticServer({ dir: dirs.shell, port: shellPort, spa: true, apiTarget: API_URL });
    browser = await launchBrowser();
  }, 420000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([shell?.stop(), reader?.stop(), admin?.stop(), previousAdmin?.stop()]);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('shows the Reports entry and screen after redeploying only admin-app; shell and reader files are unchanged', async () => {
    const shellBefore = hashDir(dirs.shell);
    const readerBefore = hashDir(dirs.reader);
    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.url });
    try {
      // Before: no such entry, and the unknown admin sub-path redirects to / (spec).
      await expectNoReportsScreen(page);

      // The release that adds Reports: the admin remote's current production build, deployed alone.
      replaceDirContents(dirs.admin, distDir('admin-app'));

      // After a reload: the entry comes from admin-app and leads to the new screen.
      await page.goto('/admin');
      await waitForRemote(page, 'admin-app');
      await page.getByRole('button', { name: 'Admin' }).click();
      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/reports');
      expect(await page.title()).toBe('Reports · BookNook');
    } finally {
      await context.close();
    }
    expect(hashDir(dirs.shell)).toEqual(shellBefore);
    expect(hashDir(dirs.reader)).toEqual(readerBefore);
  });

  it("rolls back by pointing the shell's runtime manifest at the previous admin deployment, with no rebuild", async () => {
    const manifestFile = join(dirs.shell, 'module-federation.manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { entry: string }>;
    writeFileSync(
      manifestFile,
      JSON.stringify({
        ...manifest,
        admin_app: { ...manifest.admin_app, entry: `${previousAdmin.url}/mf-manifest.json` },
      }),
    );
    const { context, page } = await contextAs(browser, ADMIN, { baseURL: shell.url });
    try {
      await expectNoReportsScreen(page);
    } finally {
      await context.close();
    }
  });
});
