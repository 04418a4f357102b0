// `npm run bench:api`: throughput of the API's hottest reads against the ceilings of its stack: a bare Express 5
// app and a bare node:http server answering the same bytes, side by side; then the same reads signed in (as the
// reader app asks them, with the demo reader's token) and the API's cache-miss figure.
//
// Starts the built API (dist/api: run `npx nx build api` first; --source runs the TypeScript source via
// @swc-node/register instead) on a free loopback port with the embedded database and the seed, then runs
// autocannon (50 connections, 5 s per run, median of 3) on three reads, then on a bare Express 5 app and a bare node:http server
// that answer the very same bytes, and prints req/s and p99 latency side by side; then the three reads with a
// reader's token, and distinct searches (every one a cache miss) on the API. Builds nothing,
// listens on 127.0.0.1 only, and stops everything it started, also on failure or Ctrl-C.
//
// Options: --duration=<s> (default 5), --runs=<n> (default 3: each figure is the median of n runs, alternating
// between the servers), --connections=<n> (default 50), --source (force the TS source),
// --profile: instead of the comparison, a CPU profile of the API (node --cpu-prof) under the cached catalogue read
// and under distinct searches (cache misses), each broken down by request stage (tools/lib/cpu-profile.mjs).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { stageShares } from './lib/cpu-profile.mjs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from './lib/product.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const DURATION = arg('duration', 5);
const RUNS = arg('runs', 3);
const CONNECTIONS = arg('connections', 50);
const HOST = '127.0.0.1';
const WARM_UP_S = 2;
/** The goals for the cached catalogue page. */
const GOAL_RATIO_TO_EXPRESS = 0.8;
const GOAL_P99_MS = 25;
// Everything is bounded: start-up, each run, and the whole benchmark.
const OVERALL_TIMEOUT_MS = (60 + (12 * RUNS + 1) * (DURATION + 5) + 12 * 2) * 1000;

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
}
const watchdog = setTimeout(async () => {
  console.error(`bench:api did not finish within ${OVERALL_TIMEOUT_MS / 1000} s: stopping`);
  await cleanup();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().then(() => process.exit(130)));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** How to run the API: the production build, or the source when --source is given. */
function apiCommand() {
  const built = join(workspaceRoot, 'dist/api/main.js');
  if (!process.argv.includes('--source')) {
    if (!existsSync(built))
      throw new Error('dist/api/main.js is missing: run `npx nx build api` first (or pass --source)');
    if (statSync(built).mtimeMs < newestMtime(join(workspaceRoot, 'api/src')))
      console.warn('note: dist/api is older than api/src; run `npx nx build api` to measure the current code\n');
    return { label: 'dist/api (production build)', args: [built], env: {} };
  }
  return {
    label: 'api/src via @swc-node/register (--source)',
    args: ['-r', '@swc-node/register', join(workspaceRoot, 'api/src/main.ts')],
    env: { SWC_NODE_PROJECT: join(workspaceRoot, 'api/tsconfig.app.json') },
  };
}

async function startApi(nodeArgs = []) {
  const port = await freePort();
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const { label, args: apiArgs, env } = apiCommand();
  const args = [...nodeArgs, ...apiArgs];
  const childEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    SEED: 'true',
    UPLOAD_DIR: uploadDir,
    JWT_SECRET: randomBytes(16).toString('hex'),
  };
  delete childEnv.MONGODB_URI; // always the embedded database, never a real one
  // Its own process group, so the embedded database it spawns can be stopped with it.
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  let exited = false;
  child.once('exit', () => (exited = true));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* the group is already gone */
    }
  };
  cleanups.push(async () => {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10000);
      await gone;
      clearTimeout(timer);
    }
    // Whatever of the group outlived the API (the embedded database) goes too.
    await new Promise((r) => setTimeout(r, 500));
    signalGroup('SIGKILL');
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the API exited during start-up:\n${stderr}`);
    try {
      // The port opens after the seed, so a listed book means the catalogue is ready.
      const res = await fetch(`${base}/api/books?limit=1`);
      if (res.ok && (await res.json()).data.length) return { base, label };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not answer within 60 s');
}

/**
 * The bare Express 5 app and bare node:http server (tools/lib/bare-servers.mjs) in a child process of their own, like
 * the API: in this process they would share an event loop with autocannon and look slower than they are.
 */
async function startBareServers(responses) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'responses.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...responses].map(([path, r]) => [path, { contentType: r.contentType, body: r.body.toString('base64') }]),
      ),
    ),
  );
  const [expressPort, nodePort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [join(workspaceRoot, 'tools/lib/bare-servers.mjs'), file, String(expressPort), String(nodePort), HOST],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(async () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare servers exited (${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  });
  return { bareExpress: `http://${HOST}:${expressPort}`, bareNode: `http://${HOST}:${nodePort}` };
}

async function measure(url, extra = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 10, ...extra });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function main() {
  const api = await startApi();
  console.log(
    `API: ${api.label}, embedded database, seeded; ${CONNECTIONS} connections, ${DURATION} s per run, median of ${RUNS} alternating runs\n`,
  );

  const list = await (await fetch(`${api.base}/api/books?sort=-averageRating&limit=24`)).json();
  // A seeded book that has reviews, so the reviews read returns real rows.
  const book = list.data.find((b) => b.reviewCount > 0);
  if (!book) throw new Error('no seeded book with reviews: is the seed enabled?');
  const bookId = book._id;
  const paths = [`/api/books?sort=-averageRating&limit=24`, `/api/books/${bookId}`, `/api/reviews?book=${bookId}`];

  const responses = new Map();
  for (const path of paths) {
    const res = await fetch(api.base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    responses.set(path, { contentType: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) });
  }
  const { bareExpress, bareNode } = await startBareServers(responses);

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
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/books?limit=24&search=${(n++).toString(36)}` }) }],
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
  const CATALOGUE = '/api/books?sort=-averageRating&limit=24';
  const loads = [
    ['cached catalogue page (GET ' + CATALOGUE + ')', (base) => measure(base + CATALOGUE)],
    [
      'distinct searches (cache misses, GET /api/books?limit=24&search=<new>)',
      (base) => {
        let n = 0;
        return measure(`${base}/api/books`, {
          requests: [{ setupRequest: (req) => ({ ...req, path: `/api/books?limit=24&search=${(n++).toString(36)}` }) }],
        });
      },
    ],
  ];
  for (const [name, load] of loads) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
    const api = await startApi(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    await measure(api.base + CATALOGUE, { duration: 2 }); // warm-up: JIT and cache
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
  console.error(`bench:api failed: ${err instanceof Error ? err.message : err}`);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(ok ? 0 : 1);
