// The sitemap at 5,000 books (SEED_SCALE=5000, the catalogue size the API is measured at): every published book is
// listed once, drafts and archived books never. The API from its sources on the embedded database (no request
// deadline: a loaded machine must not turn this into a 503; the reads' cost is api/src/platform/sitemap/sitemap.spec.ts's: one
// projected query per page), the reader deployment's edge and the shell's server in front, as `npm start` runs them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDGE, ROOT } from '../testing/served';
import { READER_EDGE, READER_ROUTES, locs, parseXml } from '../testing/site';

jest.setTimeout(600_000);

let site: { url: string; expected: { published: string[]; hidden: string[] }; stop(): Promise<void> };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-scale-'));
  const script = `
    import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
    import { createServer } from 'node:net';
    import { MongoClient } from 'mongodb';
    import { startSeededApi } from ${JSON.stringify(join(ROOT, 'tools/lib/seeded-api.mjs'))};
    import { serveStatic } from ${JSON.stringify(EDGE)};
    const free = () => new Promise((ok) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); }); });
    const dir = ${JSON.stringify(dir)};
    mkdirSync(dir + '/reader');
    writeFileSync(dir + '/index.html', '<!doctype html><html><head><title>BookNook</title></head><body><div id=root></div></body></html>');
    writeFileSync(dir + '/reader/mf-manifest.json', JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    copyFileSync(${JSON.stringify(READER_ROUTES)}, dir + '/reader/routes.manifest.json');
    const api = await startSeededApi({ root: ${JSON.stringify(ROOT)}, port: await free(), env: { SEED_SCALE: '5000', REQUEST_TIMEOUT_MS: '0' } });
    process.on('SIGTERM', async () => { await api.stop(); process.exit(0); });
    // What the sitemap must list, read straight from the database.
    const client = await MongoClient.connect(api.uri);
    const books = client.db().collection('books');
    const published = (await books.find({ status: 'published' }, { projection: { _id: 1 } }).toArray()).map((b) => String(b._id));
    const hidden = (await books.find({ status: { $ne: 'published' } }, { projection: { _id: 1 } }).toArray()).map((b) => String(b._id));
    await client.close();
    writeFileSync(dir + '/expected.json', JSON.stringify({ published, hidden }));
    const reader = await serveStatic({ dir: dir + '/reader', port: 0, cors: true, edge: { module: ${JSON.stringify(READER_EDGE)}, apiTarget: api.base } });
    const shell = await serveStatic({ dir, port: 0, spa: true, apiTarget: api.base, remoteManifest: { reader_app: { entry: 'http://127.0.0.1:' + reader.address().port + '/mf-manifest.json', routes: [{ prefix: '/', guard: 'anyone' }] } } });
    console.log('SITE ' + shell.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const m = /SITE (\d+)/.exec(chunk.toString());
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
  });
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  site = {
    url: `http://localhost:${port}`,
    expected,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
afterAll(() => site?.stop());

it('lists every published book of 5,000 once and no other', async () => {
  const { published, hidden } = site.expected;
  expect(published.length).toBeGreaterThan(4000);
  expect(hidden.length).toBeGreaterThan(0);
  const files = locs(parseXml(await (await fetch(`${site.url}/sitemap.xml`)).text()));
  // At most 50,000 URLs a file: one file of each kind here.
  expect(files.map((f) => new URL(f).pathname)).toEqual([
    '/sitemaps/books-1.xml',
    '/sitemaps/authors-1.xml',
    '/sitemaps/series-1.xml',
    '/sitemaps/readers-1.xml',
  ]);
  const res = await fetch(files[0]);
  expect(res.status).toBe(200);
  const urls = locs(parseXml(await res.text()));
  expect(urls.map((u) => new URL(u).pathname.slice('/books/'.length)).sort()).toEqual([...published].sort());
  const robots = await (await fetch(`${site.url}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});
