// The static origins (tools/lib/static-server.mjs): precompressed files negotiated like a CDN, strict security
// headers, and the shell's index.html sent with preloads of what its route needs.
// The server is ESM, so it runs in a child process (as e2e/src/support/deploy.ts does), on a free port.
const { spawn } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync, rmSync, utimesSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { brotliCompressSync, gzipSync, brotliDecompressSync, gunzipSync } = require('node:zlib');
const http = require('node:http');

const SERVER = join(__dirname, '../lib/static-server.mjs');
const CHUNK = 'main.0123abcd.js';
const CHUNK_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const REMOTES = {
  reader_app: 'http://localhost:4481/mf-manifest.json',
  admin_app: 'http://localhost:4482/mf-manifest.json',
};

/** A GET without fetch's transparent decompression: the raw bytes and headers the browser would receive. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function start(options) {
  const script = `
    import { serveStatic } from ${JSON.stringify(SERVER)};
    const server = await serveStatic({ ...JSON.parse(process.env.SERVE_OPTIONS), port: 0 });
    console.log('PORT ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, SERVE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const m = /PORT (\d+)/.exec(chunk.toString());
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

let dir;
let shell;
let remote;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>BookNook</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, CHUNK), CHUNK_BODY);
  writeFileSync(join(dir, `${CHUNK}.br`), brotliCompressSync(CHUNK_BODY));
  writeFileSync(join(dir, `${CHUNK}.gz`), gzipSync(CHUNK_BODY));
  writeFileSync(join(dir, 'raw.txt'), 'no compressed variant');
  [shell, remote] = await Promise.all([start({ dir, spa: true, remoteManifest: REMOTES }), start({ dir, cors: true })]);
});

afterAll(() => {
  shell?.stop();
  remote?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressed files', () => {
  it('sends the brotli file when the browser accepts br, with the type of the original', async () => {
    const res = await get(`${shell.url}/${CHUNK}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(CHUNK_BODY);
  });

  it('falls back to gzip, then to the raw file (still varying on the encoding)', async () => {
    const gz = await get(`${shell.url}/${CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(CHUNK_BODY);

    const refused = await get(`${shell.url}/${CHUNK}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(CHUNK_BODY);

    const raw = await get(`${shell.url}/${CHUNK}`, { 'accept-encoding': 'identity' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/Accept-Encoding/i);
    expect(raw.body.toString()).toBe(CHUNK_BODY);
  });

  it('sends a file without variants as it is, and nothing outside the build folder', async () => {
    const res = await get(`${remote.url}/raw.txt`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('no compressed variant');
    const escape = await get(`${remote.url}/..%2f..%2fetc%2fpasswd`, { 'accept-encoding': 'br, gzip' });
    expect(escape.status).toBe(404);
  });
});

describe('security headers', () => {
  const directives = (csp) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('the shell allows scripts only from itself and the remotes, no inline script, no framing', async () => {
    const res = await get(`${shell.url}/books`);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src'].sort()).toEqual(["'self'", 'http://localhost:4481', 'http://localhost:4482'].sort());
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http://localhost:4481']));
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a remote sends the same policies with its documents, and lets the shell load its code from another origin', async () => {
    const page = await get(`${remote.url}/`);
    expect(directives(page.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const res = await get(`${remote.url}/${CHUNK}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it("sends a script only the headers that act on it (a document's policies are 0.8 KB per response for nothing)", async () => {
    for (const server of [shell, remote]) {
      const res = await get(`${server.url}/${CHUNK}`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe(server === remote ? 'cross-origin' : 'same-origin');
      // Immutable (hashed): never revalidated, so no modification date either.
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['last-modified']).toBeUndefined();
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect({ documentOnly, value: res.headers[documentOnly] }).toEqual({ documentOnly, value: undefined });
      }
    }
    // A client route is a document: it gets them.
    expect((await get(`${shell.url}/books/some-id`)).headers['content-security-policy']).toMatch(
      /frame-ancestors 'none'/,
    );
  });

  it('without a manifest setting, follows the module-federation.manifest.json deployed next to index.html', async () => {
    const own = mkdtempSync(join(tmpdir(), 'static-server-shell-'));
    writeFileSync(join(own, 'index.html'), '<html><head></head><body></body></html>');
    const manifestFile = join(own, 'module-federation.manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ reader_app: 'http://reader.one:1/mf-manifest.json' }));
    const fileShell = await start({ dir: own, spa: true });
    try {
      const first = await get(`${fileShell.url}/`);
      expect(directives(first.headers['content-security-policy'])['script-src']).toEqual([
        "'self'",
        'http://reader.one:1',
      ]);
      // Moving the remote is an edit of that file: the CSP follows without a restart.
      await new Promise((r) => setTimeout(r, 20));
      writeFileSync(manifestFile, JSON.stringify({ reader_app: 'http://reader.two:2/mf-manifest.json' }));
      const moved = await get(`${fileShell.url}/books`);
      expect(directives(moved.headers['content-security-policy'])['script-src']).toEqual([
        "'self'",
        'http://reader.two:2',
      ]);
    } finally {
      fileShell.stop();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('names the API origin in connect-src when the API is not proxied', async () => {
    const separate = await start({ dir, spa: true, remoteManifest: REMOTES, apiOrigin: 'https://api.example.com' });
    try {
      const csp = directives((await get(`${separate.url}/`)).headers['content-security-policy']);
      expect(csp['connect-src']).toContain('https://api.example.com');
      expect(csp['script-src']).not.toContain('https://api.example.com');
    } finally {
      separate.stop();
    }
  });

  it('lets pages show images from any http(s) site (covers that administrators link), and nothing else from them', async () => {
    const csp = directives((await get(`${shell.url}/`)).headers['content-security-policy']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    for (const directive of ['default-src', 'script-src', 'style-src', 'connect-src', 'font-src'])
      expect({ directive, sources: csp[directive] }).toEqual({
        directive,
        sources: expect.not.arrayContaining(['https:']),
      });
  });
});

describe("the shell's index.html", () => {
  const links = (res) => String(res.headers.link ?? '').split(', ');

  it('is served as built, with a preload of the runtime manifest', async () => {
    const res = await get(`${shell.url}/books`, { 'accept-encoding': 'identity' });
    expect(res.body.toString()).toBe(
      '<!doctype html><html><head><title>BookNook</title></head><body><div id="root"></div></body></html>',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(links(res)).toContain('</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect((await get(`${shell.url}/${CHUNK}`)).headers.link).toBeUndefined();
  });

  it('preloads the API reads of the page the URL shows, only for its default URL', async () => {
    const reads = { '/books': ['/api/genres', '/api/books?sort=title&limit=2'] };
    const withReads = await start({
      dir,
      spa: true,
      remoteManifest: REMOTES,
      apiTarget: 'http://127.0.0.1:9',
      routeReads: reads,
    });
    try {
      const books = links(await get(`${withReads.url}/books`));
      for (const read of reads['/books'])
        expect(books).toContain(`<${read}>; rel=preload; as=fetch; crossorigin=anonymous`);
      expect(String((await get(`${withReads.url}/books?page=2`)).headers.link)).not.toContain('/api/genres');
      expect(String((await get(`${withReads.url}/`)).headers.link)).not.toContain('/api/genres');
    } finally {
      withReads.stop();
    }
  });

  it("preloads the manifest, entry and App chunks of the URL's remote (as the federation runtime loads them), none of a remote that is down", async () => {
    const remoteDir = mkdtempSync(join(tmpdir(), 'static-server-remote-'));
    const manifest = (name) => ({
      metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [
        {
          name: 'App',
          path: './App',
          assets: {
            js: { sync: ['240.aaaa1111.js', '__federation_expose_App.bbbb2222.js'], async: ['13.cccc3333.js'] },
            css: { sync: ['__federation_expose_App.abab1212.css'], async: ['13.cdcd3434.css'] },
          },
        },
        { name: 'nav', path: './nav', assets: { js: { sync: ['__federation_expose_nav.dddd4444.js'], async: [] } } },
      ],
    });
    writeFileSync(join(remoteDir, 'mf-manifest.json'), JSON.stringify(manifest('reader_app')));
    writeFileSync(
      join(remoteDir, 'route-chunks.json'),
      JSON.stringify({
        '/books': ['62.eeee5555.js', '900.ffff6666.js', '900.fefe6565.css'],
        '/books/:id': ['62.eeee5555.js', '77.abcd7777.js'],
      }),
    );
    const reader = await start({ dir: remoteDir, cors: true });
    const readerManifest = `${reader.url.replace('127.0.0.1', 'localhost')}/mf-manifest.json`;
    const admin = 'http://127.0.0.1:9/mf-manifest.json'; // nothing answers there
    const withRemotes = await start({
      dir,
      spa: true,
      remoteManifest: { reader_app: readerManifest, admin_app: admin },
    });
    try {
      const books = links(await get(`${withRemotes.url}/books`));
      const origin = new URL(readerManifest).origin;
      expect(books).toEqual(
        expect.arrayContaining([
          `<${readerManifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
          `<${origin}/remoteEntry.js>; rel=preload; as=script`,
          `<${origin}/240.aaaa1111.js>; rel=preload; as=script`,
          `<${origin}/__federation_expose_App.bbbb2222.js>; rel=preload; as=script`,
          `<${origin}/__federation_expose_App.abab1212.css>; rel=preload; as=style`,
        ]),
      );
      // The page the remote renders at this path (its route-chunks.json), whatever the query string.
      for (const url of [`${withRemotes.url}/books`, `${withRemotes.url}/books/?genre=g1`]) {
        expect(links(await get(url))).toEqual(
          expect.arrayContaining([
            `<${origin}/62.eeee5555.js>; rel=preload; as=script`,
            `<${origin}/900.ffff6666.js>; rel=preload; as=script`,
            `<${origin}/900.fefe6565.css>; rel=preload; as=style`,
          ]),
        );
      }
      // Only what the first render needs: not the other lazy pages, not another exposed module.
      expect(books.join()).not.toMatch(/13\.cccc3333|13\.cdcd3434|expose_nav|77\.abcd7777/);
      // A page listed by its pattern: every path it matches, and no other.
      expect(links(await get(`${withRemotes.url}/books/b42`))).toContain(
        `<${origin}/77.abcd7777.js>; rel=preload; as=script`,
      );
      expect(links(await get(`${withRemotes.url}/books/b42/x`)).join()).not.toContain('77.abcd7777');
      const home = links(await get(`${withRemotes.url}/`));
      expect(home).toContain(`<${origin}/remoteEntry.js>; rel=preload; as=script`);
      expect(home.join()).not.toMatch(/eeee5555|ffff6666/);
      // The admin area's remote is down: no preload of it, and none of the reader's.
      const adminLinks = links(await get(`${withRemotes.url}/admin/books`));
      expect(adminLinks).toEqual(['</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous']);
      // The shell's own sign-in pages render no remote.
      expect(String((await get(`${withRemotes.url}/login`)).headers.link)).not.toContain(origin);
    } finally {
      withRemotes.stop();
      reader.stop();
      rmSync(remoteDir, { recursive: true, force: true });
    }
  });

  it("preloads the first images of the page from its read's answer (high priority), only for its default URL and a remote that is up", async () => {
    const covers = ['/api/uploads/a.svg', '/api/uploads/b c.svg', '/api/uploads/c.svg'];
    let reads = 0;
    const api = http.createServer((req, res) => {
      reads += 1;
      const body =
        req.url === '/api/books?limit=3'
          ? { success: true, data: covers.map((coverImage) => ({ coverImage })) }
          : { success: false };
      res.writeHead(body.success ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise((r) => api.listen(0, '127.0.0.1', r));
    const apiTarget = `http://127.0.0.1:${api.address().port}`;
    const remoteDir = mkdtempSync(join(tmpdir(), 'static-server-remote-'));
    writeFileSync(
      join(remoteDir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [],
      }),
    );
    const reader = await start({ dir: remoteDir, cors: true });
    const routeImages = {
      '/books': { read: '/api/books?limit=3', images: 'data.*.coverImage', first: 2 },
      '/authors': { read: '/api/none', images: 'data.*.avatar', first: 2 },
    };
    const up = { reader_app: `${reader.url}/mf-manifest.json`, admin_app: REMOTES.admin_app };
    const down = { reader_app: 'http://127.0.0.1:9/mf-manifest.json', admin_app: REMOTES.admin_app };
    const [withImages, remoteDown] = await Promise.all([
      start({ dir, spa: true, remoteManifest: up, apiTarget, routeImages }),
      start({ dir, spa: true, remoteManifest: down, apiTarget, routeImages }),
    ]);
    try {
      const books = links(await get(`${withImages.url}/books`));
      expect(books.filter((l) => l.includes('as=image'))).toEqual([
        '</api/uploads/a.svg>; rel=preload; as=image; fetchpriority=high',
        '</api/uploads/b%20c.svg>; rel=preload; as=image; fetchpriority=high',
      ]);
      // Read at start and then from memory: a page view costs the API nothing.
      const readsBefore = reads;
      await get(`${withImages.url}/books`);
      expect(reads).toBe(readsBefore);
      // Another query string shows other books; a read that fails names none; a remote that is down shows none.
      expect(String((await get(`${withImages.url}/books?sort=title`)).headers.link)).not.toContain('as=image');
      expect(String((await get(`${withImages.url}/authors`)).headers.link)).not.toContain('as=image');
      expect(String((await get(`${remoteDown.url}/books`)).headers.link)).not.toContain('as=image');
    } finally {
      withImages.stop();
      remoteDown.stop();
      reader.stop();
      api.close();
      rmSync(remoteDir, { recursive: true, force: true });
    }
  });

  it('is sent compressed when the build wrote a compressed copy, never a stale one', async () => {
    const html = readFileSync(join(dir, 'index.html'));
    const built = new Date(Date.now() - 60_000);
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync('<html>an old build</html>'));
    utimesSync(join(dir, 'index.html.br'), built, built);
    writeFileSync(join(dir, 'index.html'), html); // edited a minute after the build
    const stale = await get(`${shell.url}/`, { 'accept-encoding': 'br' });
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.body.toString()).toContain('<div id="root">');

    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync('<html>current</html>'));
    const fresh = await get(`${shell.url}/`, { 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.body).toString()).toBe('<html>current</html>');
  });

  it('is sent compressed when the build wrote the compressed copy a moment before the file (the order is not fixed)', async () => {
    const html = readFileSync(join(dir, 'index.html'));
    const now = Date.now();
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
    utimesSync(join(dir, 'index.html.br'), new Date(now - 5), new Date(now - 5));
    utimesSync(join(dir, 'index.html'), new Date(now), new Date(now));
    const res = await get(`${shell.url}/`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
  });
});

describe('the static first paint (an edge include of the shell frame and the remote page)', () => {
  const INDEX = '<!doctype html><html><head><title>BookNook</title></head><body><div id=root></div></body></html>';
  const frame = (active) =>
    `<div class="shell-first-paint"><nav>${active}</nav><main id="main-content"><!--first-paint-page--></main><footer>BookNook</footer></div>`;
  let shellDir;
  let remoteDir;
  let reader;
  let readerManifest;

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
    const server = await start({ dir: shellDir, spa: true, remoteManifest: { reader_app: readerManifest } });
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
        (await get(`${server.url}/`, { 'accept-encoding': 'gzip, br', 'if-none-match': res.headers.etag })).status,
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
      remoteManifest: { reader_app: readerManifest },
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
    const server = await start({ dir: shellDir, spa: true, remoteManifest: { reader_app: readerManifest } });
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
      remoteManifest: { reader_app: 'http://127.0.0.1:9/mf-manifest.json' },
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
    const server = await start({ dir, spa: true, remoteManifest: { reader_app: readerManifest } });
    try {
      expect((await get(`${server.url}/`, { 'accept-encoding': 'identity' })).body.toString()).toBe(INDEX);
    } finally {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a remote's deployment painting pages with their data (livePaint)", () => {
  let dir;
  let api;
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
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => {
    api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built pages with each live page rendered from the API, reused for a few seconds, none when its reads fail', async () => {
    const remote = await start({
      dir,
      cors: true,
      livePaint: { module: join(dir, 'first-paint.server.js'), apiTarget: `http://127.0.0.1:${api.address().port}` },
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
      livePaint: { module: join(dir, 'first-paint.server.js'), apiTarget: `http://127.0.0.1:${api.address().port}` },
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
