// The shell's index.html sent with preloads (a Link header) of what its route needs: the runtime manifest, the
// remote's files, the page's first API reads and its first images.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHUNK,
  REMOTE_URLS,
  REMOTES,
  remotesAt,
  startFixtureOrigins,
  stopFixtureOrigins,
} from '../testing/fixture-origins';
import { get, portOf, start, type Answer, type Served } from '../testing/served';

let dir: string;
let shell: Served;
let remote: Served;

beforeAll(async () => ({ dir, shell, remote } = await startFixtureOrigins()));
afterAll(() => stopFixtureOrigins({ dir, shell, remote }));

describe("the shell's index.html", () => {
  const links = (res: Answer) => String(res.headers.link ?? '').split(', ');

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
    const manifest = (name: string) => ({
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
      remoteManifest: remotesAt({ reader_app: readerManifest, admin_app: admin }),
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
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const apiTarget = `http://127.0.0.1:${portOf(api)}`;
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
    const up = remotesAt({ reader_app: `${reader.url}/mf-manifest.json`, admin_app: REMOTE_URLS.admin_app });
    const down = remotesAt({ reader_app: 'http://127.0.0.1:9/mf-manifest.json', admin_app: REMOTE_URLS.admin_app });
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
});
