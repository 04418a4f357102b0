// The shell's static first paint: an edge include of the shell's frame and the remote's page into index.html.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remotesAt } from '../testing/fixture-origins';
import { get, start, type Served } from '../testing/served';

describe('the static first paint (an edge include of the shell frame and the remote page)', () => {
  const INDEX = '<!doctype html><html><head><title>BookNook</title></head><body><div id=root></div></body></html>';
  const frame = (active: string) =>
    `<div class="shell-first-paint"><nav>${active}</nav><main id="main-content"><!--first-paint-page--></main><footer>BookNook</footer></div>`;
  let shellDir: string;
  let remoteDir: string;
  let reader: Served;
  let readerManifest: string;

  beforeAll(async () => {
    shellDir = mkdtempSync(join(tmpdir(), 'first-paint-shell-'));
    writeFileSync(join(shellDir, 'index.html'), INDEX);
    writeFileSync(
      join(shellDir, 'first-paint.json'),
      JSON.stringify({
        pages: {
          '/': { html: frame('home active'), css: ['shared.1111aaaa.css'] },
          '*': { html: frame('none active'), css: ['shared.1111aaaa.css'] },
        },
        pageSlot: '<!--first-paint-page-->',
      }),
    );
    remoteDir = mkdtempSync(join(tmpdir(), 'first-paint-remote-'));
    writeFileSync(
      join(remoteDir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { name: 'reader_app', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './App', assets: { js: { sync: [] } } }],
      }),
    );
    const later = Date.now() + 3_600_000;
    writeFileSync(
      join(remoteDir, 'first-paint.json'),
      JSON.stringify({
        pages: {
          '/': {
            html: '<section class="hero">Discover $& books</section>',
            css: ['app.2222bbbb.css', 'home.3333cccc.css'],
          },
          // Pages painted with their data (a remote's live pages): one fresh, one whose data is too old to paint.
          '/books': {
            html: '<ul><li>Dune</li></ul><script type="application/json" id="data">{}</script>',
            css: ['app.2222bbbb.css'],
            withData: true,
            expiresAt: later,
            unlessCookie: 'view=list',
          },
          '/authors': {
            html: '<ul><li>Frank Herbert</li></ul>',
            css: ['app.2222bbbb.css'],
            withData: true,
            expiresAt: Date.now() - 1,
          },
        },
      }),
    );
    reader = await start({ dir: remoteDir, cors: true });
    readerManifest = `${reader.url.replace('127.0.0.1', 'localhost')}/mf-manifest.json`;
  });

  afterAll(() => {
    reader?.stop();
    for (const d of [shellDir, remoteDir]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("puts the remote's page into the shell's frame for its URL, with both stylesheets in <head>, compressed and revalidated", async () => {
    const server = await start({ dir: shellDir, spa: true, remoteManifest: remotesAt({ reader_app: readerManifest }) });
    try {
      const origin = new URL(readerManifest).origin;
      const expected = INDEX.replace(
        '</head>',
        `<link rel=stylesheet href="/shared.1111aaaa.css"><link rel=stylesheet href="${origin}/app.2222bbbb.css"><link rel=stylesheet href="${origin}/home.3333cccc.css"></head>`,
      ).replace(
        '<div id=root></div>',
        () =>
          `<div id=root>${frame('home active').replace('<!--first-paint-page-->', () => '<section class="hero">Discover $& books</section>')}</div>`,
      );
      const res = await get(`${server.url}/`, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(expected);
      // Still the page's preloads, and a warm load gets a 304.
      expect(String(res.headers.link)).toContain(`<${readerManifest}>; rel=preload`);
      expect(res.headers.etag).toBeTruthy();
      expect(
        (await get(`${server.url}/`, { 'accept-encoding': 'gzip, br', 'if-none-match': String(res.headers.etag) }))
          .status,
      ).toBe(304);
      expect(gunzipSync((await get(`${server.url}/`, { 'accept-encoding': 'gzip' })).body).toString()).toBe(expected);
      expect((await get(`${server.url}/`, { 'accept-encoding': 'identity' })).body.toString()).toBe(expected);
    } finally {
      server.stop();
    }
  });

  it('puts a page painted with its data into the frame, without preloading the reads whose answers it brings', async () => {
    const routeReads = { '/books': ['/api/books?limit=24'], '/authors': ['/api/authors'] };
    const server = await start({
      dir: shellDir,
      spa: true,
      remoteManifest: remotesAt({ reader_app: readerManifest }),
      apiTarget: 'http://127.0.0.1:9',
      routeReads,
    });
    try {
      const res = await get(`${server.url}/books`, { 'accept-encoding': 'identity' });
      expect(res.body.toString()).toContain(
        '<main id="main-content"><ul><li>Dune</li></ul><script type="application/json" id="data">{}</script></main>',
      );
      expect(String(res.headers.link)).not.toContain('/api/books');
      // Not for a request with the cookie the remote names (a reader who sees the page otherwise): index.html as built, with its reads.
      const otherView = await get(`${server.url}/books`, {
        'accept-encoding': 'identity',
        cookie: 'theme=dark; view=list',
      });
      expect(otherView.body.toString()).toBe(INDEX);
      expect(String(otherView.headers.link)).toContain('</api/books?limit=24>; rel=preload; as=fetch');
      expect(
        (await get(`${server.url}/books`, { 'accept-encoding': 'identity', cookie: 'view=grid' })).body.toString(),
      ).toContain('<li>Dune</li>');
      // Its data too old to paint (the client would read it again and show other authors): index.html as built, with its reads preloaded.
      const stale = await get(`${server.url}/authors`, { 'accept-encoding': 'identity' });
      expect(stale.body.toString()).toBe(INDEX);
      expect(String(stale.headers.link)).toContain('</api/authors>; rel=preload; as=fetch');
    } finally {
      server.stop();
    }
  });

  it('sends index.html as built for a URL the remote has no first paint of (another page, a query string) and for the sign-in pages', async () => {
    const server = await start({ dir: shellDir, spa: true, remoteManifest: remotesAt({ reader_app: readerManifest }) });
    try {
      for (const path of ['/books/b1', '/books?sort=title', '/?sort=title', '/login'])
        expect((await get(`${server.url}${path}`, { 'accept-encoding': 'identity' })).body.toString()).toBe(INDEX);
    } finally {
      server.stop();
    }
  });

  it('sends the frame alone, with its own stylesheet, when the remote is down', async () => {
    const server = await start({
      dir: shellDir,
      spa: true,
      remoteManifest: remotesAt({ reader_app: 'http://127.0.0.1:9/mf-manifest.json' }),
    });
    try {
      const home = (await get(`${server.url}/`, { 'accept-encoding': 'identity' })).body.toString();
      expect(home).toBe(
        INDEX.replace('</head>', '<link rel=stylesheet href="/shared.1111aaaa.css"></head>').replace(
          '<div id=root></div>',
          `<div id=root>${frame('home active').replace('<!--first-paint-page-->', '')}</div>`,
        ),
      );
      // Any other reader page: the frame without an active link.
      expect((await get(`${server.url}/books/b1`, { 'accept-encoding': 'identity' })).body.toString()).toContain(
        frame('none active').replace('<!--first-paint-page-->', ''),
      );
    } finally {
      server.stop();
    }
  });

  it('sends index.html as built when the frames name no page slot (the marker comes with them)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-paint-shell-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(
      join(dir, 'first-paint.json'),
      JSON.stringify({ pages: { '/': { html: frame('home active'), css: ['shared.1111aaaa.css'] } } }),
    );
    const server = await start({ dir, spa: true, remoteManifest: remotesAt({ reader_app: readerManifest }) });
    try {
      expect((await get(`${server.url}/`, { 'accept-encoding': 'identity' })).body.toString()).toBe(INDEX);
    } finally {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
