// A remote's deployment painting its live pages with their data from the API, into the first-paint.json it serves.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, portOf, start } from '../testing/served';

describe("a remote's deployment painting pages with their data (livePaint)", () => {
  let dir: string;
  let api: http.Server;
  let apiHits = 0;
  let apiDown = false;
  let apiDelayMs = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'live-paint-'));
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [{ path: './App', assets: { js: { sync: [] }, css: { sync: ['app.2222bbbb.css'] } } }],
      }),
    );
    writeFileSync(
      join(dir, 'route-chunks.json'),
      JSON.stringify({ '/books': ['books.4444dddd.js', 'books.5555eeee.css'] }),
    );
    writeFileSync(
      join(dir, 'first-paint.json'),
      JSON.stringify({ pages: { '/': { html: '<p>home</p>', css: ['app.2222bbbb.css'] } } }),
    );
    // An app's first paint built for Node, as reader-app/webpack.server.config.js emits it: its data is the API's answer.
    writeFileSync(
      join(dir, 'first-paint.server.js'),
      `const { createElement } = require(${JSON.stringify(require.resolve('react'))});
       let books = null;
       exports.firstPaint = {
         App: () => createElement('ul', null, books.map((title) => createElement('li', { key: title }, title))),
         finish: (html) => html,
         live: {
           pages: { '/books': { unlessCookie: 'view=list' } },
           async load(path, apiBase) {
             books = null;
             const res = await fetch(apiBase + '/books');
             if (!res.ok) throw new Error('the API answered ' + res.status);
             books = await res.json();
           },
           data: () => '<script type="application/json">' + JSON.stringify(books) + '</script>',
         },
       };`,
    );
    api = http.createServer((req, res) => {
      apiHits += 1;
      if (apiDown || req.url !== '/api/books') return res.writeHead(503).end();
      res.setHeader('Content-Type', 'application/json');
      setTimeout(() => res.end(JSON.stringify(['Dune', 'Emma'])), apiDelayMs);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => {
    api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built pages with each live page rendered from the API, reused for a few seconds, none when its reads fail', async () => {
    const remote = await start({
      dir,
      cors: true,
      livePaint: { module: join(dir, 'first-paint.server.js'), apiTarget: `http://127.0.0.1:${portOf(api)}` },
    });
    try {
      const res = await get(`${remote.url}/first-paint.json`);
      expect(res.status).toBe(200);
      const { pages } = JSON.parse(res.body.toString());
      expect(pages['/']).toEqual({ html: '<p>home</p>', css: ['app.2222bbbb.css'] });
      expect(pages['/books']).toEqual({
        html: '<ul><li>Dune</li><li>Emma</li></ul><script type="application/json">["Dune","Emma"]</script>',
        css: ['app.2222bbbb.css', 'books.5555eeee.css'],
        withData: true,
        expiresAt: expect.any(Number),
        unlessCookie: 'view=list',
      });
      expect(pages['/books'].expiresAt).toBeGreaterThan(Date.now());
      // Within its few seconds: the same page, no other read.
      expect(JSON.parse((await get(`${remote.url}/first-paint.json`)).body.toString()).pages['/books'].html).toBe(
        pages['/books'].html,
      );
      expect(apiHits).toBe(1);
      // A failed read costs the page its paint, never the built pages.
      apiDown = true;
      await new Promise((resolve) => setTimeout(resolve, 5100));
      expect(Object.keys(JSON.parse((await get(`${remote.url}/first-paint.json`)).body.toString()).pages)).toEqual([
        '/',
      ]);
      expect(apiHits).toBe(2);
    } finally {
      remote.stop();
      apiDown = false;
    }
  }, 15000);

  it('answers with the built pages at once when the API is slow, and with the page once its render is done', async () => {
    const remote = await start({
      dir,
      cors: true,
      livePaint: { module: join(dir, 'first-paint.server.js'), apiTarget: `http://127.0.0.1:${portOf(api)}` },
    });
    apiDelayMs = 2500;
    try {
      const started = Date.now();
      expect(Object.keys(JSON.parse((await get(`${remote.url}/first-paint.json`)).body.toString()).pages)).toEqual([
        '/',
      ]);
      // Well within the 2 s the shell's server waits for it.
      expect(Date.now() - started).toBeLessThan(1800);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(Object.keys(JSON.parse((await get(`${remote.url}/first-paint.json`)).body.toString()).pages)).toEqual([
        '/',
        '/books',
      ]);
    } finally {
      remote.stop();
      apiDelayMs = 0;
    }
  }, 15000);
});
