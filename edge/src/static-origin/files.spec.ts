// The static origins' files: precompressed copies negotiated like a CDN, and the shell's index.html compressed when
// the build wrote a copy, never a stale one.
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHUNK, CHUNK_BODY, startFixtureOrigins, stopFixtureOrigins } from '../testing/fixture-origins';
import { get, type Served } from '../testing/served';

let dir: string;
let shell: Served;
let remote: Served;

beforeAll(async () => ({ dir, shell, remote } = await startFixtureOrigins()));
afterAll(() => stopFixtureOrigins({ dir, shell, remote }));

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

describe("the shell's index.html", () => {
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
