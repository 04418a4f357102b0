// `npm run bench:scale:queries`: the database queries each request of `npm run bench:scale` issues, with the time the
// driver reports for each, to see where a request's time goes beside its floor (which issues one query).
// Boots the API in this process (TypeScript compiled on the fly) on a throwaway embedded database filled by the scale
// seed, read cache off, with the driver's command monitoring on; sends each request twice and prints the queries of
// the second. Listens on 127.0.0.1 only (port from BENCH_PORTS, e.g. 3560) and stops everything it started.
//
// Options: --size=<books> (default 5000)
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.SWC_NODE_PROJECT ??= join(root, 'api/tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { getConnectionToken } = require('@nestjs/mongoose');
const { createApp } = require('../api/src/app.factory.ts');
const { loadConfig } = require('../api/src/config/app-config.ts');
const { startEmbeddedMongo } = require('../api/src/database/embedded-mongo.ts');
const { seedScale } = require('../api/src/seed/scale-seed.ts');

const SIZE = Number(process.argv.find((a) => a.startsWith('--size='))?.split('=')[1] ?? 5000);
const PORT = Number((process.env.BENCH_PORTS ?? '3560').split(/[-,]/)[0]);

const mongo = await startEmbeddedMongo('scale-queries');
let app;
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'scale-queries-secret',
    READ_CACHE_TTL_MS: '0',
    REQUEST_TIMEOUT_MS: '0',
    BCRYPT_ROUNDS: '4',
    AUTH_RATE_LIMIT: '1000',
  });
  app = await createApp(config, `${mongo.uri}${mongo.uri.includes('?') ? '&' : '?'}monitorCommands=true`, {
    logger: false,
  });
  await seedScale(app, SIZE, 4, config.jobWriteTimeoutMs);
  await app.listen(PORT, '127.0.0.1');
  const db = app.get(getConnectionToken());
  const base = `http://127.0.0.1:${PORT}`;

  let log = [];
  const started = new Map();
  const client = db.getClient();
  client.on('commandStarted', (e) => {
    const command = e.command;
    const shape = JSON.stringify(command.filter ?? command.query ?? command.pipeline ?? '').replace(
      /("\$in":\[)("[0-9a-f]{24}")[^\]]*\]/g,
      '$1$2,...]',
    );
    started.set(e.requestId, `${e.commandName} ${command[e.commandName]} ${shape}`.slice(0, 160));
  });
  client.on(
    'commandSucceeded',
    (e) => started.has(e.requestId) && log.push(`${e.duration.toFixed(1).padStart(8)} ms  ${started.get(e.requestId)}`),
  );

  const login = async (email) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    return { Authorization: `Bearer ${(await res.json()).data.token}` };
  };
  const [admin, reader] = [await login('admin@example.test'), await login('reader1@example.test')];
  const book = await db.collection('books').findOne({ status: 'published' }, { sort: { reviewCount: -1, _id: 1 } });
  const requests = [
    ...['-averageRating', '-reviewCount', 'title', '-title', '-publishedDate', 'publishedDate'].map((sort) => [
      `catalogue page, sort=${sort}`,
      `/api/books?sort=${sort}`,
    ]),
    ['search "river"', '/api/books?search=river'],
    ["a book's page", `/api/books/${book._id}`],
    ['its reviews', `/api/reviews?book=${book._id}&limit=50`],
    ['admin review listing', '/api/reviews?limit=50', admin],
    ['review stats', '/api/reviews/stats', admin],
    ['review stats, anonymous', '/api/reviews/stats'],
    ['site stats', '/api/stats'],
    ['reading list (200 entries)', '/api/reading-list', reader],
  ];
  console.log(
    `${SIZE} books, read cache off: the queries of each request (driver-reported ms, in the order they finished)`,
  );
  for (const [label, path, headers = {}] of requests) {
    let ms = 0;
    for (let i = 0; i < 2; i++) {
      log = [];
      const start = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      ms = performance.now() - start;
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
    }
    console.log(
      `\n${label}: ${ms.toFixed(1)} ms, ${log.length} ${log.length === 1 ? 'query' : 'queries'}\n${log.join('\n')}`,
    );
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await app?.close();
  await mongo.stop();
}
