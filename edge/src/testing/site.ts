// The product's site for the edge's specs: the API from its sources on a seeded embedded database, the reader's and
// the clubs' deployments with their edges (remote-edge/reader-app.ts, clubs-app.ts) and the shell's server in front, each on its own origin as
// `npm start` runs them, all in one child process (tools/lib/seeded-api.mjs starts the API).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { EDGE, ROOT } from './served';

/** The reader's edge module, as tools/lib/product.mjs names it for the reader's deployment. */
export const READER_EDGE = join(ROOT, 'edge/src/remote-edge/reader-app.ts');
/** The reader's route manifest, which its build publishes in its deployment's folder. */
export const READER_ROUTES = join(ROOT, 'reader-app/src/routes.manifest.json');
/** The clubs' edge module and route manifest, likewise. */
export const CLUBS_EDGE = join(ROOT, 'edge/src/remote-edge/clubs-app.ts');
export const CLUBS_ROUTES = join(ROOT, 'clubs-app/src/routes.manifest.json');

export interface Site {
  url: string;
  api: string;
  /** The same deployments with an API that does not answer. */
  withoutApi: string;
  stop(): Promise<void>;
}

/** The site, its sitemap files listing at most `pageSize` URLs each. */
export function startSite(pageSize: number): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'link-previews-'));
  const shellDir = join(dir, 'shell');
  const readerDir = join(dir, 'reader');
  const clubsDir = join(dir, 'clubs');
  const script = `
    import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
    import { createServer } from 'node:net';
    import { startSeededApi } from ${JSON.stringify(join(ROOT, 'tools/lib/seeded-api.mjs'))};
    import { serveStatic } from ${JSON.stringify(EDGE)};
    const free = () => new Promise((ok) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); }); });
    for (const d of [${JSON.stringify(shellDir)}, ${JSON.stringify(readerDir)}, ${JSON.stringify(clubsDir)}]) mkdirSync(d, { recursive: true });
    writeFileSync(${JSON.stringify(join(shellDir, 'index.html'))}, '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="BookNook: discover books."><title>BookNook</title></head><body><div id=root></div></body></html>');
    writeFileSync(${JSON.stringify(join(readerDir, 'mf-manifest.json'))}, JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    writeFileSync(${JSON.stringify(join(clubsDir, 'mf-manifest.json'))}, JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    copyFileSync(${JSON.stringify(READER_ROUTES)}, ${JSON.stringify(join(readerDir, 'routes.manifest.json'))});
    copyFileSync(${JSON.stringify(CLUBS_ROUTES)}, ${JSON.stringify(join(clubsDir, 'routes.manifest.json'))});
    const api = await startSeededApi({ root: ${JSON.stringify(ROOT)}, port: await free() });
    process.on('SIGTERM', async () => { await api.stop(); process.exit(0); });
    const reader = await serveStatic({ dir: ${JSON.stringify(readerDir)}, port: 0, cors: true, edge: { module: ${JSON.stringify(READER_EDGE)}, apiTarget: api.base, pageSize: ${pageSize} } });
    const readerManifest = 'http://127.0.0.1:' + reader.address().port + '/mf-manifest.json';
    const clubs = await serveStatic({ dir: ${JSON.stringify(clubsDir)}, port: 0, cors: true, edge: { module: ${JSON.stringify(CLUBS_EDGE)}, apiTarget: api.base, pageSize: ${pageSize} } });
    const clubsManifest = 'http://127.0.0.1:' + clubs.address().port + '/mf-manifest.json';
    const shell = await serveStatic({ dir: ${JSON.stringify(shellDir)}, port: 0, spa: true, apiTarget: api.base, remoteManifest: { reader_app: { entry: readerManifest, routes: [{ prefix: '/', guard: 'anyone' }] }, admin_app: { entry: 'http://127.0.0.1:9/mf-manifest.json', routes: [{ prefix: '/admin', guard: 'admin' }] }, clubs_app: { entry: clubsManifest, routes: [{ prefix: '/clubs', guard: 'anyone' }, { prefix: '/clubs/new', guard: 'signed-in' }] } } });
    // The same deployments with an API that does not answer (port 9, discard: nothing listens there).
    const lostReader = await serveStatic({ dir: ${JSON.stringify(readerDir)}, port: 0, cors: true, edge: { module: ${JSON.stringify(READER_EDGE)}, apiTarget: 'http://127.0.0.1:9' } });
    const lostShell = await serveStatic({ dir: ${JSON.stringify(shellDir)}, port: 0, spa: true, apiTarget: 'http://127.0.0.1:9', remoteManifest: { reader_app: { entry: 'http://127.0.0.1:' + lostReader.address().port + '/mf-manifest.json', routes: [{ prefix: '/', guard: 'anyone' }] } } });
    console.log('SITE ' + shell.address().port + ' ' + api.base + ' ' + lostShell.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const m = /SITE (\d+) (\S+) (\d+)/.exec(chunk.toString());
      if (m) {
        const exited = new Promise((r) => child.once('exit', r));
        const stop = async () => {
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        };
        resolve({ url: `http://localhost:${m[1]}`, api: m[2], withoutApi: `http://localhost:${m[3]}`, stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}`)));
  });
}

/** What a crawler reads from a page's <head>. */
export function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) =>
      m.getAttribute('content'),
    );
  return {
    titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
    meta,
    canonical: [...document.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent)),
    root: document.getElementById('root'),
  };
}
export const parseXml = (xml: string) => {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
};
export const locs = (document: Document) => [...document.getElementsByTagName('loc')].map((l) => l.textContent);
