import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmin, createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { createBook } from '../../testing/books';
import { addToReadingList } from '../../testing/reading-list';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (supertest would decode them). */
  body: Buffer;
}

describe('JSON answers are compressed whole, where they are made (read cache off)', () => {
  const { t } = setUpApp();
  let reader: TestUser;
  beforeAll(async () => {
    const admin = await createAdmin(t);
    for (let i = 0; i < 12; i++)
      await createBook(t, admin, {
        title: `Compressed Book ${i}`,
        description: 'A description long enough to make the page weigh a few kilobytes. '.repeat(3),
      });
    reader = await createUser(t);
    await t.app.listen(0, '127.0.0.1');
  });

  const send = (method: string, path: string, encodings: string, auth: Record<string, string> = reader.auth) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const req = request(
        { host: '127.0.0.1', port, method, path, headers: { ...auth, 'Accept-Encoding': encodings } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const get = async (path: string, encodings: string, auth?: Record<string, string>) => {
    const res = await send('GET', path, encodings, auth);
    expect(res.status).toBe(200);
    return res;
  };

  it('sends brotli when the client takes it, else gzip, else the JSON itself: the same answer each time', async () => {
    const plain = await get('/api/books?limit=12', 'identity');
    // As a browser asks: gzip first, with the same weight as brotli.
    const br = await get('/api/books?limit=12', 'gzip, deflate, br, zstd');
    const gzip = await get('/api/books?limit=12', 'gzip, deflate, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.data).toHaveLength(12);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('sends the compressed answer in one piece, with its length (not streamed in chunks)', async () => {
    const br = await get('/api/books?limit=12', 'br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(1024);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await get('/api/auth/me', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).data.username).toBe(reader.username);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [head, br] = [await send('HEAD', '/api/books?limit=12', 'br'), await get('/api/books?limit=12', 'br')];
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body).toHaveLength(0);
  });

  it('compresses a download in one piece, with its length, its file name and its type', async () => {
    const admin = await createAdmin(t);
    const books = await t.http.get('/api/books?limit=12');
    for (const b of books.body.data as { _id: string }[]) await addToReadingList(t, admin, b._id).expect(201);
    const [plain, br, gzip] = [
      await get('/api/users/me/export.csv', 'identity', admin.auth),
      await get('/api/users/me/export.csv', 'gzip, deflate, br', admin.auth),
      await get('/api/users/me/export.csv', 'gzip', admin.auth),
    ];
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const csv = plain.body.toString('utf8');
    expect(csv).toContain('Compressed Book 0');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(csv);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(csv);
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="goodreads_library_export.csv"');
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
    }
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it('still compresses the interactive docs, which Swagger sends itself', async () => {
    const doc = await get('/api/docs-json', 'gzip');
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(doc.body).toString('utf8')).openapi).toMatch(/^3\./);
  });
});
