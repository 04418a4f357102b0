// `npm run bench -- api`: throughput of the API's hottest reads against the ceilings of its stack: a bare Express 5
// app and a bare node:http server answering the same bytes, side by side; then the same reads signed in (as the
// reader app asks them, with the demo reader's token) and the API's cache-miss figure.
//
// Starts the built API (dist/api: run `npx nx build api` first; --source runs the TypeScript source via
// @swc-node/register instead) on a free loopback port with the embedded database and the seed, then runs
// autocannon (50 connections, 5 s per run, median of 3) on three reads (those of the request catalogue measured by
// 'api': api/src/testing/request-catalogue.ts), then on a bare Express 5 app and a bare node:http server that answer
// the very same bytes, and prints req/s and p99 latency side by side; then the three reads with a reader's token, and
// distinct searches (every one a cache miss) on the API. Builds nothing, listens on 127.0.0.1 only, and stops
// everything it started, also on failure or Ctrl-C.
//
// Options: --duration=<s> (default 5), --runs=<n> (default 3: each figure is the median of n runs, alternating
// between the servers), --warmup=<s> (default 2: the load each server gets on each read before its runs),
// --connections=<n> (default 50), --source (force the TS source),
// --profile: instead of the comparison, a CPU profile of the API (node --cpu-prof) under the cached catalogue read
// and under distinct searches (cache misses), each broken down by request stage (tools/bench/lib/cpu-profile.mjs).
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, startBareServers } from './api-servers.mjs';
import { distinctSearch, measuredBy } from './lib/catalogue.mjs';
import { benchCleanups } from './lib/cleanups.mjs';
import { stageShares } from './lib/cpu-profile.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const DURATION = arg('duration', 5);
const RUNS = arg('runs', 3);
const CONNECTIONS = arg('connections', 50);
const WARM_UP_S = arg('warmup', 2);
// The first of the catalogue's hottest reads: the reader app's first catalogue page, the one the goal is read on.
const CATALOGUE = measuredBy('api')[0].path({});
/** The goals for the cached catalogue page. */
const GOAL_RATIO_TO_EXPRESS = 0.8;
const GOAL_P99_MS = 25;
// Everything is bounded: start-up, each run, and the whole benchmark.
const OVERALL_TIMEOUT_MS = (60 + (12 * RUNS + 1) * (DURATION + 5) + 12 * WARM_UP_S) * 1000;

const { cleanups, cleanup } = benchCleanups();
const watchdog = setTimeout(async () => {
  console.error(`bench api did not finish within ${OVERALL_TIMEOUT_MS / 1000} s: stopping`);
  await cleanup();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);

async function measure(url, extra = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10, ...extra });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function main() {
  const api = await startApi(cleanups);
  console.log(
    `API: ${api.label}, embedded database, seeded; ${CONNECTIONS} connections, ${DURATION} s per run, median of ${RUNS} alternating runs\n`,
  );

  const list = await (await fetch(`${api.base}${CATALOGUE}`)).json();
  // A seeded book that has reviews, so the reviews read returns real rows.
  const book = list.data.find((b) => b.reviewCount > 0);
  if (!book) throw new Error('no seeded book with reviews: is the seed enabled?');
  const bookId = book._id;
  const paths = measuredBy('api').map(({ path }) => path({ book: bookId }));

  const responses = new Map();
  for (const path of paths) {
    const res = await fetch(api.base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    responses.set(path, { contentType: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) });
  }
  const { bareExpress, bareNode } = await startBareServers(cleanups, responses);

  // Runs alternate between the servers (API, Express, node, API, ...) and each figure is the median of RUNS runs:
  // on a shared machine one run's p99 moves by several ms, and alternating spreads any slow moment over all three.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianOf = (results) => ({
    rps: median(results.map((r) => r.rps)),
    p99: median(results.map((r) => r.p99)),
    failed: results.reduce((n, r) => n + r.failed, 0),
  });
  const rows = [];
  for (const path of paths) {
    process.stdout.write(`measuring ${path} ...`);
    // Each server is warmed up first (JIT, the API's cache entry): the figures are of the steady state.
    for (const base of [api.base, bareExpress, bareNode]) await measure(base + path, { duration: WARM_UP_S });
    const runs = { api: [], express: [], bare: [] };
    for (let run = 0; run < RUNS; run++) {
      runs.api.push(await measure(api.base + path));
      runs.express.push(await measure(bareExpress + path));
      runs.bare.push(await measure(bareNode + path));
    }
    process.stdout.write(' done\n');
    rows.push({
      path,
      bytes: responses.get(path).body.length,
      api: medianOf(runs.api),
      express: medianOf(runs.express),
      bare: medianOf(runs.bare),
    });
  }
  // The reader app sends its token on every call: the same reads as a signed-in reader asks them.
  const login = await fetch(`${api.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'user123' }),
  });
  if (!login.ok) throw new Error(`the demo reader's login answered ${login.status}`);
  const signedInOptions = { headers: { authorization: `Bearer ${(await login.json()).data.token}` } };
  const signedInRows = [];
  for (const path of paths) {
    process.stdout.write(`measuring ${path} signed in ...`);
    await measure(api.base + path, { ...signedInOptions, duration: WARM_UP_S });
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(api.base + path, signedInOptions));
    signedInRows.push({ path, ...medianOf(runs) });
    process.stdout.write(' done\n');
  }
  // Every request a different search: the cache never answers, the database does.
  process.stdout.write('measuring distinct searches (cache misses) ...');
  let n = 0;
  const misses = await measure(`${api.base}/api/books`, {
    requests: [{ setupRequest: (req) => ({ ...req, path: distinctSearch(n++) }) }],
  });
  process.stdout.write(' done\n');

  const shortPath = (p) => p.replace(bookId, ':id');
  const table = [
    [
      'endpoint',
      'bytes',
      'API req/s',
      'API p99 ms',
      'Express req/s',
      'Express p99 ms',
      'node req/s',
      'node p99 ms',
      'API/Express',
      'API/node',
    ],
    ...rows.map((r) => [
      shortPath(r.path),
      String(r.bytes),
      r.api.rps.toFixed(0),
      String(r.api.p99),
      r.express.rps.toFixed(0),
      String(r.express.p99),
      r.bare.rps.toFixed(0),
      String(r.bare.p99),
      `${(r.api.rps / r.express.rps).toFixed(2)}x`,
      `${(r.api.rps / r.bare.rps).toFixed(2)}x`,
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log('');
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`\nsigned in (the demo reader's token, as the reader app sends it):`);
  for (const r of signedInRows) console.log(`  ${shortPath(r.path)}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`);
  console.log(
    `cache misses (distinct searches, GET /api/books?limit=24&search=<new>): ${misses.rps.toFixed(0)} req/s, p99 ${misses.p99} ms`,
  );
  const failures = rows.filter((r) => r.api.failed || r.express.failed || r.bare.failed);
  for (const r of failures)
    console.log(
      `warning: ${shortPath(r.path)} had ${r.api.failed} failed API, ${r.express.failed} Express and ${r.bare.failed} node requests`,
    );
  for (const r of signedInRows.filter((row) => row.failed))
    console.log(`warning: ${shortPath(r.path)} had ${r.failed} failed signed-in requests`);
  if (misses.failed) console.log(`warning: ${misses.failed} failed cache-miss requests`);
  const catalogue = rows[0];
  const ratio = catalogue.api.rps / catalogue.express.rps;
  const met = ratio >= GOAL_RATIO_TO_EXPRESS && catalogue.api.p99 < GOAL_P99_MS && !catalogue.api.failed;
  console.log(
    `goal on the cached catalogue page (>= ${GOAL_RATIO_TO_EXPRESS}x bare Express, p99 < ${GOAL_P99_MS} ms, no errors): ` +
      `${ratio.toFixed(2)}x, p99 ${catalogue.api.p99} ms, ${catalogue.api.failed} errors: ${met ? 'met' : 'MISSED'}`,
  );
  return failures.length === 0 && signedInRows.every((r) => !r.failed) && !misses.failed;
}

/** One profiled API process per load: the profile is written when the API exits (SIGTERM, graceful). */
async function profile() {
  const loads = [
    ['cached catalogue page (GET ' + CATALOGUE + ')', (base) => measure(base + CATALOGUE)],
    [
      'distinct searches (cache misses, GET /api/books?limit=24&search=<new>)',
      (base) => {
        let n = 0;
        return measure(`${base}/api/books`, {
          requests: [{ setupRequest: (req) => ({ ...req, path: distinctSearch(n++) }) }],
        });
      },
    ],
  ];
  for (const [name, load] of loads) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
    const api = await startApi(cleanups, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    await measure(api.base + CATALOGUE, { duration: WARM_UP_S }); // warm-up: JIT and cache
    const result = await load(api.base);
    await cleanup();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the API wrote no CPU profile');
    console.log(`\n${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms (under the profiler)`);
    for (const { stage, share } of stageShares(join(dir, file), (DURATION - 1) * 1000))
      if (share >= 0.005) console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${stage}`);
    rmSync(dir, { recursive: true, force: true });
  }
  return true;
}

let ok = false;
try {
  ok = process.argv.includes('--profile') ? await profile() : await main();
} catch (err) {
  console.error(`bench api failed: ${err instanceof Error ? err.message : err}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(ok ? 0 : 1);
