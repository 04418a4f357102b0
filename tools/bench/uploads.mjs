// `npm run bench -- uploads`: what serving one image costs from each image store. Starts the built API (dist/api: run
// `npx nx build api` first) once per store (UPLOAD_STORE=gridfs, then disk), each on a free loopback port with its
// own embedded database and the demo seed, and runs autocannon on a seeded cover: full answers (200) and
// revalidations (If-None-Match: its ETag, answered 304). Prints req/s and p99 latency side by side.
// Options: --duration=<s> (default 5), --connections=<n> (default 50).
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../lib/product.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 5);
const CONNECTIONS = arg('connections', 50);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const answered = result['2xx'] + result['3xx'];
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.non2xx - result['3xx'] + result.errors + result.timeouts,
    answered,
  };
}

async function benchStore(store) {
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const port = await freePort();
  const api = await startApi({
    port,
    quiet: true,
    env: {
      UPLOAD_STORE: store,
      UPLOAD_DIR: uploadDir,
      SEED: 'true',
      JWT_SECRET: 'bench-uploads-secret-0123',
      SECURITY_LOG_LEVEL: 'silent',
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const [book] = (await (await fetch(`${base}/api/books?limit=1`)).json()).data;
    const url = `${base}${book.coverImage}`;
    const first = await fetch(url);
    const bytes = (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get('etag');
    return { store, bytes, full: await measure(url), revalidated: await measure(url, { 'If-None-Match': etag }) };
  } finally {
    await api.stop();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const store of ['gridfs', 'disk']) rows.push(await benchStore(store));
console.log(`\nGET /api/uploads/seed/covers/<slug>.svg, ${CONNECTIONS} connections, ${DURATION} s each (dist/api)\n`);
console.log('store   | bytes | 200 req/s | 200 p99 ms | 304 req/s | 304 p99 ms | failed');
console.log('--------|-------|-----------|------------|-----------|------------|-------');
for (const { store, bytes, full, revalidated } of rows) {
  const cells = [
    store.padEnd(7),
    String(bytes).padStart(5),
    String(full.rps).padStart(9),
    String(full.p99).padStart(10),
    String(revalidated.rps).padStart(9),
    String(revalidated.p99).padStart(10),
    String(full.failed + revalidated.failed).padStart(6),
  ];
  console.log(cells.join(' | '));
}
