// `npm run bench -- import`: how long a 5,000-row Goodreads import takes, and how other readers' requests fare
// meanwhile.
//
// Starts the API from its TypeScript source on the embedded database with the scale seed (SEED_SCALE=<books>,
// default 5,000 books, each with an ISBN), writes a Goodreads library export of <rows> rows (default 5,000: most
// matched by ISBN, some by title and author only, some unmatched; a third rated, half of those with review text),
// then as a new reader: uploads it (preview), confirms it and polls until done; then imports the same file again
// (nothing changes). Meanwhile another client requests the catalogue's first page in a loop: its median and worst
// latency during the import are printed beside the same figures at rest. Goal: under a minute.
// Listens on 127.0.0.1 only (port from BENCH_PORTS, e.g. 3750) and stops everything it started.
//
// Options: --rows=<n> (default 5000)  --books=<n> (default 5000; 0: the demo seed)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { benchCleanups } from './lib/cleanups.mjs';
import { workspaceRoot } from '../lib/product.mjs';
import { startSeededApi } from '../lib/seeded-api.mjs';

// The export's rows as the import specs write them, from their TypeScript source (@swc-node/register).
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { GOODREADS_HEADER, goodreadsRow } = require(join(workspaceRoot, 'api/src/testing/goodreads-export.ts'));

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROWS = Number(option('rows', 5000));
const BOOKS = Number(option('books', 5000));
const PORT = Number((process.env.BENCH_PORTS ?? '3750').split(/[-,]/)[0]);
const HOST = '127.0.0.1';

const { cleanups, cleanup } = benchCleanups();

const SHELVES = ['read', 'read', 'to-read', 'currently-reading'];

function goodreadsExport(books) {
  const lines = [GOODREADS_HEADER];
  for (let i = 0; i < ROWS; i++) {
    // With fewer books than rows (the demo catalogue), a book's rows say the same thing, as one reader's would.
    const b = i % books.length;
    const book = books[b];
    const kind = i % 10; // 0-7: by ISBN, 8: by title and author, 9: unmatched
    const title = kind === 9 ? `Missing Book ${i}` : kind === 8 ? `${book.title} (Series, #${i % 7})` : book.title;
    const isbn13 = kind < 8 ? book.isbn : '';
    const rating = b % 3 === 0 ? 1 + (b % 5) : 0;
    const review = rating && b % 2 === 0 ? `Book ${b}: a review, with "quotes".<br/><br/>And a second paragraph.` : '';
    const shelf = SHELVES[b % SHELVES.length];
    lines.push(
      goodreadsRow(i + 1, { title, author: kind === 9 ? 'Nobody' : book.author, isbn13, rating, review, shelf }),
    );
  }
  return lines.join('\n') + '\n';
}

const percentile = (times, p) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))] ?? NaN;

/** Requests the catalogue's first page in a loop until stopped; answers the latencies. */
function backgroundReader(base) {
  const times = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${base}/api/books?limit=24`).catch(() => null);
      await res?.arrayBuffer();
      if (res?.ok) times.push(performance.now() - start);
      else failed += 1;
    }
  })();
  return async () => {
    running = false;
    await loop;
    return Object.assign(times, { failed });
  };
}

async function main() {
  console.log(
    BOOKS ? `Starting the API with ${BOOKS} scale-seeded books...` : 'Starting the API with the demo catalogue...',
  );
  // SEED_SCALE=0: the demo catalogue (a few dozen books, so rows repeat books) instead of the scale seed.
  const api = await startSeededApi({
    root: workspaceRoot,
    port: PORT,
    host: HOST,
    env: { SEED_SCALE: String(BOOKS), READ_CACHE_TTL_MS: '0', AUTH_RATE_LIMIT: '1000' },
  });
  cleanups.push(api.stop);
  const { base, uri, output } = api;
  apiOutput = output;
  const client = new MongoClient(uri);
  await client.connect();
  cleanups.push(() => client.close());
  const db = client.db();
  // One row per work (its primary edition), as a reader's export names one edition of each book they read.
  const published = await db
    .collection('books')
    .find({ status: 'published', workPrimary: true }, { projection: { title: 1, author: 1, isbn: 1 } })
    .toArray();
  const authors = new Map(
    (
      await db
        .collection('authors')
        .find({}, { projection: { name: 1 } })
        .toArray()
    ).map((a) => [String(a._id), a.name]),
  );
  const csv = goodreadsExport(published.map((b) => ({ ...b, author: authors.get(String(b.author)) ?? '' })));

  const username = `bench${Date.now().toString(36)}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Reader',
      username,
      email: `${username}@example.test`,
      password: 'bench-reader-pass-7',
    }),
  });
  const auth = { Authorization: `Bearer ${(await registered.json()).data.token}` };

  const atRest = backgroundReader(base);
  await new Promise((r) => setTimeout(r, 3000));
  const restTimes = await atRest();

  const results = [];
  for (const run of ['first import', 'same file again']) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'goodreads_library_export.csv');
    const stop = backgroundReader(base);
    const start = performance.now();
    const preview = await (await fetch(`${base}/api/imports`, { method: 'POST', headers: auth, body: form })).json();
    if (!preview.success) throw new Error(`preview failed: ${JSON.stringify(preview)}`);
    const previewMs = performance.now() - start;
    const { id, matched, ambiguous, unmatched } = preview.data;
    await fetch(`${base}/api/imports/${id}/confirm`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    let status = { status: 'running' };
    do {
      await new Promise((r) => setTimeout(r, 250));
      const polled = await (await fetch(`${base}/api/imports/${id}`, { headers: auth })).json();
      if (polled.success) status = polled.data; // else a 503 of an overloaded machine: poll again
    } while (status.status === 'running');
    const totalMs = performance.now() - start;
    const during = await stop();
    if (status.status !== 'done') throw new Error(`import ${status.status}: ${JSON.stringify(status)}`);
    const { added, updated, skipped, unmatched: notFound } = status.report;
    results.push({
      run,
      rows: ROWS,
      'matched/ambiguous/unmatched': `${matched.length}/${ambiguous.length}/${unmatched.length}`,
      'added/updated/skipped/unmatched': `${added}/${updated}/${skipped}/${notFound}`,
      'preview s': (previewMs / 1000).toFixed(1),
      'total s': (totalMs / 1000).toFixed(1),
      'catalogue page ms, median/p95/max meanwhile': `${percentile(during, 0.5).toFixed(0)}/${percentile(during, 0.95).toFixed(0)}/${Math.max(...during).toFixed(0)}`,
      'failed meanwhile': during.failed,
    });
  }
  console.log(
    `\nCatalogue page at rest (ms): median ${percentile(restTimes, 0.5).toFixed(0)}, p95 ${percentile(restTimes, 0.95).toFixed(0)}, ` +
      `max ${Math.max(...restTimes).toFixed(0)}, failed ${restTimes.failed}`,
  );
  console.table(results);
}

let apiOutput = () => '';
try {
  await main();
} catch (err) {
  console.error(`${err.stack}\nLast API output:\n${apiOutput().split('\n').slice(-30).join('\n')}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
