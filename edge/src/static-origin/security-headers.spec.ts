// The static origins' security headers: a strict CSP naming the remotes' origins, no framing, and on files only the
// headers that act on them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHUNK, REMOTES, remotesAt, startFixtureOrigins, stopFixtureOrigins } from '../testing/fixture-origins';
import { get, start, type Served } from '../testing/served';

let dir: string;
let shell: Served;
let remote: Served;

beforeAll(async () => ({ dir, shell, remote } = await startFixtureOrigins()));
afterAll(() => stopFixtureOrigins({ dir, shell, remote }));

describe('security headers', () => {
  const directives = (csp: unknown): Record<string, string[]> =>
    Object.fromEntries(
      String(csp)
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
    writeFileSync(manifestFile, JSON.stringify(remotesAt({ reader_app: 'http://reader.one:1/mf-manifest.json' })));
    const fileShell = await start({ dir: own, spa: true });
    try {
      const first = await get(`${fileShell.url}/`);
      expect(directives(first.headers['content-security-policy'])['script-src']).toEqual([
        "'self'",
        'http://reader.one:1',
      ]);
      // Moving the remote is an edit of that file: the CSP follows without a restart.
      await new Promise((r) => setTimeout(r, 20));
      writeFileSync(manifestFile, JSON.stringify(remotesAt({ reader_app: 'http://reader.two:2/mf-manifest.json' })));
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
