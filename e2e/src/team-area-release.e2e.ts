/**
 * A third team joins, moves, rolls back and leaves by deployment alone: the shell is built once (dist/shell, copied
 * to its own deployment here) and never again; the clubs team deploys clubs-app on its own origin and the deployment
 * step (tools/publish-remote.mjs) publishes its entry into the shell's manifest of remotes. Each change takes effect
 * on the next page load. The reader and admin remotes are the shared product's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, USER } from './support/browser';
import { API_URL, E2E_PORTS, freePorts } from './support/ports';
import { copyDir, distDir, hashDir, run, workspaceRoot } from './support/deploy';
import { startStaticServer, type StaticServer } from './support/servers';
import { contextAs } from './support/session';

jest.setTimeout(60000);

const PUBLISH = join(workspaceRoot, 'tools/publish-remote.mjs');
const MANIFEST = 'module-federation.manifest.json';

describe("a team's area released by deployment and the manifest of remotes", () => {
  let browser: Browser;
  let root: string;
  let shellDir: string;
  let shell: StaticServer;
  const clubs: { dir: string; server: StaticServer }[] = [];
  let shellFilesBefore: Record<string, string>;

  /** The deployment step: publishes (or with `--remove`, removes) an entry in the shell deployment's manifest. */
  const publish = (...args: string[]) => run(process.execPath, [PUBLISH, shellDir, ...args], {}, 20000);
  const publishClubs = (release: number, ...args: string[]) =>
    publish(clubs[release].dir, `${clubs[release].server.url}/mf-manifest.json`, ...args);
  const shellFiles = () => {
    const { [MANIFEST]: _manifest, ...files } = hashDir(shellDir);
    return files;
  };

  /** Opens `path` in a new context; records the origins the page loaded the clubs remote's entry from. */
  async function open(path: string, who: typeof USER | null = null) {
    const { context, page } = await contextAs(browser, who, { baseURL: shell.url });
    const clubsOrigins: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/remoteEntry.js' && clubs.some(({ server }) => server.url === url.origin))
        clubsOrigins.push(url.origin);
    });
    await page.goto(path);
    return { context, page, clubsOrigins };
  }
  const mainLinks = (page: Page) => page.locator('.shell-nav__links a');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'book-team-area-'));
    const [shellPort, firstPort, secondPort] = await freePorts(3);
    shellDir = join(root, 'shell');
    copyDir(distDir('shell'), shellDir);
    // Two releases of the clubs remote: one build served twice, the second differing by a data file.
    for (const [release, port] of [firstPort, secondPort].entries()) {
      const dir = join(root, `clubs-app-${release + 1}`);
      copyDir(distDir('clubs-app'), dir);
      if (release === 1) writeFileSync(join(dir, 'release.json'), JSON.stringify({ release: 2 }));
      clubs.push({ dir, server: await startStaticServer({ dir, port, cors: true }) });
    }
    // The shell's deployment as the other teams' deployment steps left it: reader and admin, no clubs.
    writeFileSync(join(shellDir, MANIFEST), '{}');
    await publish(distDir('reader-app'), `http://localhost:${E2E_PORTS.reader}/mf-manifest.json`);
    await publish(distDir('admin-app'), `http://localhost:${E2E_PORTS.admin}/mf-manifest.json`);
    shell = await startStaticServer({ dir: shellDir, port: shellPort, spa: true, apiTarget: API_URL });
    shellFilesBefore = shellFiles();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([shell?.stop(), ...clubs.map(({ server }) => server.stop().catch(() => undefined))]);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('joins: once published, /clubs renders from its deployment with its navbar entry, the shell unchanged', async () => {
    const before = await open('/clubs');
    await before.page.waitForURL((url) => url.pathname === '/');
    expect(await mainLinks(before.page).allTextContents()).not.toContain('Clubs');
    await before.context.close();

    await publishClubs(0);
    const { context, page, clubsOrigins } = await open('/clubs');
    await page.getByRole('heading', { level: 1, name: 'Book clubs' }).waitFor();
    expect(await page.title()).toBe('Book clubs · BookNook');
    expect(await mainLinks(page).allTextContents()).toEqual(['Home', 'Books', 'Authors', 'Clubs']);
    expect(clubsOrigins).toEqual([clubs[0].server.url]);
    await context.close();
    expect(shellFiles()).toEqual(shellFilesBefore);
  });

  it('guards its signed-in prefix as its entry says', async () => {
    const visitor = await open('/clubs/new');
    await visitor.page.waitForURL((url) => url.pathname === '/login');
    await visitor.context.close();
    const reader = await open('/clubs/new', USER);
    await reader.page.getByRole('heading', { level: 1, name: 'Start a club' }).waitFor();
    await reader.page.getByRole('textbox', { name: 'Name' }).waitFor();
    await reader.context.close();
  });

  it('moves to another prefix with its entry', async () => {
    await publishClubs(0, '--at', '/book-clubs');
    const { context, page } = await open('/book-clubs', USER);
    await page.getByRole('heading', { level: 1, name: 'Book clubs' }).waitFor();
    expect(await page.getByRole('link', { name: 'Clubs', exact: true }).getAttribute('href')).toBe('/book-clubs');
    expect(await page.getByRole('link', { name: 'Start a club' }).getAttribute('href')).toBe('/book-clubs/new');
    await page.goto('/clubs');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
    await publishClubs(0);
  });

  it('rolls forward to a new release and back to the previous one', async () => {
    await publishClubs(1);
    const next = await open('/clubs');
    await next.page.getByRole('heading', { level: 1, name: 'Book clubs' }).waitFor();
    expect(next.clubsOrigins).toEqual([clubs[1].server.url]);
    await next.context.close();

    await publishClubs(0);
    const back = await open('/clubs');
    await back.page.getByRole('heading', { level: 1, name: 'Book clubs' }).waitFor();
    expect(back.clubsOrigins).toEqual([clubs[0].server.url]);
    await back.context.close();
    expect(shellFiles()).toEqual(shellFilesBefore);
  });

  it('shows its fallback with Retry while it is down, and the rest of the product works', async () => {
    await clubs[0].server.stop();
    const { context, page } = await open('/clubs');
    const fallback = page.locator('[data-remote-error="clubs_app"]');
    await fallback.waitFor();
    expect(await fallback.textContent()).toContain('The book clubs could not be loaded');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('link', { name: 'Books', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Browse Books' }).waitFor();
    await context.close();
    clubs[0].server = await startStaticServer({
      dir: clubs[0].dir,
      port: Number(new URL(clubs[0].server.url).port),
      cors: true,
    });
  });

  it('leaves: once removed, its paths and navbar entry are gone on the next load', async () => {
    await publish('--remove', 'clubs_app');
    const { context, page } = await open('/clubs');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await mainLinks(page).allTextContents()).toEqual(['Home', 'Books', 'Authors']);
    await context.close();
    expect(shellFiles()).toEqual(shellFilesBefore);
  });
});
