// The dev loop over the development servers, as `npx nx serve shell` runs them (on free ports here, beside any other
// loop): a reader types into the books screen, its team edits the screen's heading, and the page shows the new heading
// in place, without a reload, with what was typed still there and no error in the console (React Fast Refresh, the
// reader remote's own, inside the shell's page).
const { spawn } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { join } = require('node:path');
const { chromium } = require('playwright-core');

const ROOT = join(__dirname, '../..');
const SCREEN = join(ROOT, 'reader-app/src/features/books/BooksPage.tsx');
const CHROMIUM_FLAGS = JSON.parse(readFileSync(join(ROOT, 'tools/lib/chromium-flags.json'), 'utf8'));

/** A loopback port nobody listens on. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves when `url` answers 200; fails if the process serving it ends first. */
async function answers(url, child, timeoutMs = 90000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} ended (exit ${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One of the dev loop's processes (its own process group, so stopping it stops its children), output kept. */
function start(args, env) {
  // As a developer's shell runs them: not under the test runner's NODE_ENV.
  const own = { ...process.env, ...env };
  delete own.NODE_ENV;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: own,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.output = [];
  child.stdout.on('data', (chunk) => child.output.push(chunk));
  child.stderr.on('data', (chunk) => child.output.push(chunk));
  return child;
}

const webpackServe = (project, env) =>
  start(
    [
      require.resolve('webpack-cli/bin/cli.js'),
      'serve',
      '--config',
      `${project}/webpack.config.js`,
      '--mode',
      'development',
    ],
    env,
  );

describe('the dev loop', () => {
  const processes = [];
  let browser;
  let ports;

  beforeAll(async () => {
    ports = { api: await freePort(), shell: await freePort(), reader: await freePort() };
    const env = {
      SHELL_DEV_PORT: String(ports.shell),
      READER_APP_DEV_PORT: String(ports.reader),
      API_URL: `http://localhost:${ports.api}`,
    };
    const api = start(['-r', '@swc-node/register', 'api/src/main.ts'], {
      PORT: String(ports.api),
      SWC_NODE_PROJECT: 'api/tsconfig.json',
    });
    const reader = webpackServe('reader-app', env);
    const shell = webpackServe('shell', env);
    processes.push(api, reader, shell);
    await Promise.all([
      answers(`http://127.0.0.1:${ports.api}/api/health`, api),
      answers(`http://127.0.0.1:${ports.reader}/mf-manifest.json`, reader),
      answers(`http://127.0.0.1:${ports.shell}/`, shell),
    ]);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  }, 120000);

  afterAll(async () => {
    await browser?.close();
    for (const child of processes) {
      if (child.exitCode !== null) continue;
      const ended = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await ended;
    }
  });

  it('shows an edit of a remote screen in place, keeping what the reader typed, with no error in the console, then on reload', async () => {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    // Only the reader's development server runs here: the manifest the shell's server publishes (at the ports given
    // to the loop) keeps the reader's entry alone, so no other area's absent server is asked for.
    let readerEntry;
    await page.route('**/module-federation.manifest.json', async (route) => {
      const response = await route.fetch();
      const { reader_app } = await response.json();
      readerEntry = reader_app.entry;
      await route.fulfill({ response, json: { reader_app } });
    });
    const headingReads = (text) => page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();

    await page.goto(`http://localhost:${ports.shell}/books`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(readerEntry).toBe(`http://localhost:${ports.reader}/mf-manifest.json`);
    const title = (await heading.textContent()).trim();
    const search = page.getByRole('searchbox').first();
    await search.fill('dune');
    // Gone if the page reloads.
    await page.evaluate(() => (window.sameDocument = true));

    const source = readFileSync(SCREEN, 'utf8');
    const edited = `${title} (edited)`;
    expect(source).toContain(`title="${title}"`);
    try {
      writeFileSync(SCREEN, source.replace(`title="${title}"`, `title="${edited}"`));
      await headingReads(edited);
    } finally {
      writeFileSync(SCREEN, source);
    }
    await headingReads(title);

    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
    expect(await search.inputValue()).toBe('dune');

    // A page opened after edits loads the remote's files, not the updates its server compiled for the pages open then.
    await page.reload();
    await headingReads(title);
    expect(problems).toEqual([]);
  }, 60000);
});
