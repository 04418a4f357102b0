// `npm run bench -- scale`: how the API's reads grow with the catalogue, against their floor.
//
// For each size (default 1,000 and 5,000 books) starts the API from its TypeScript source with the embedded
// database, SEED_SCALE=<size>, the read cache off (READ_CACHE_TTL_MS=0) and no request deadline (REQUEST_TIMEOUT_MS=0:
// on a loaded machine a slow run is measured, not cut off with a 503), then prints the median time of each
// request of the growth goal beside its floor: the same primary query (filter, sort, limit) sent straight through the
// driver to the same embedded engine, plus the round trip of an empty request to the API (GET /api/health/live, no
// database): every request pays the HTTP stack once, which a driver query alone leaves out, so on a query of a few
// milliseconds the ratio to the driver alone says more about the machine's load than about scans. Each request and
// its driver query alternate run by run (the order swapped every run), so a change of load during the measurement
// weighs on both; printed: both medians, the ratio of the medians, the median of the per-run ratios (the figure the
// goal is read on), the ratio of the fastest runs (load only adds time: on a busy machine, the steadiest figure) and
// the ratio of the medians to the driver alone. Goal: every request <= 1.5x its floor at 5,000 books.
// For information, the search and the reading list are measured again beside every command they send, in the API's
// order ("floor: its commands": the authors' read and the $facet of a search, the JWT guard's read of the caller and
// the entries): what is left over is the API's own work (HTTP, validation, views, JSON, compression).
// Then what one write into the reviews collection costs the engine itself (it grows with the square of the
// collection: see engineWrite), and, on a second API with the read cache on, the median of each anonymous read
// repeated (goal <= 5 ms; the signed-in reads here need their caller, so are never cached).
// The requests are those of the request catalogue measured by 'scale' (api/src/testing/request-catalogue.ts), their
// floors in scale-floors.mjs, the clubs' reads (the directory, a club's page, a thread, "Your clubs") with their
// floors in scale-clubs.mjs, the reads of works and editions (the catalogue of works, every edition, a work's
// editions, a group's preview, a merge's preview) with theirs in scale-works.mjs, and the reads of series (a series'
// page, a book's series, an author's series) with theirs in scale-series.mjs. Listens on 127.0.0.1 only (ports from
// BENCH_PORTS, e.g. 3560) and stops everything it started.
//
// Options: --sizes=1000,5000  --runs=<n> (default 21)  --root=<dir> (another checkout's api/src, e.g. a "before" copy)
//          --only=<text> (only the requests whose label contains it; several texts separated by '|')
//          --warmup=<n> (unmeasured runs of each first, default 10)
//          --profile (instead of the comparison: each selected request repeated under a CPU profile of the API,
//          node --cpu-prof, broken down by request stage as `bench api --profile` does; the database engine runs in
//          its own process, so the shares are of the API's own CPU)
//          --queries (instead: the database commands each request sends, with their time: scale-queries.mjs)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { measuredBy } from './lib/catalogue.mjs';
import { benchCleanups } from './lib/cleanups.mjs';
import { stageShares } from './lib/cpu-profile.mjs';
import { middle, timing } from './lib/timing.mjs';
import { workspaceRoot } from '../lib/product.mjs';
import { startSeededApi } from '../lib/seeded-api.mjs';
import { scaleFloors } from './scale-floors.mjs';
import { clubCases } from './scale-clubs.mjs';
import { seriesCases } from './scale-series.mjs';
import { workCases } from './scale-works.mjs';
import { BROWSER_ACCEPT_ENCODING, scaleSubjects, signInCallers } from './scale-subjects.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,5000').split(',').map(Number);
const RUNS = Number(option('runs', 21));
// Runs of each request and of its floor before the measured ones: the figures are of a server that has been running
// (a request's own code optimised by V8), not of its first requests after start.
const WARMUP = Number(option('warmup', 10));
const PORT = Number((process.env.BENCH_PORTS ?? '3560').split(/[-,]/)[0]);
const HOST = '127.0.0.1';
const ROOT = option('root', workspaceRoot);
// While working on one request: only the cases whose label contains this text (e.g. --only=search).
const ONLY = option('only', '');
const PROFILE = process.argv.includes('--profile');

// The search's floor asks for titles as the API does: by the key kept on each book (case and accents aside:
// searchKeyPattern), from the measured checkout's source; a checkout from before it matched the title itself.
const require = createRequire(import.meta.url);
const { searchKeyPattern } = require(join(ROOT, 'api/src/platform/common/query-helpers.ts'));
const titleSearch = (text) =>
  searchKeyPattern ? { titleSearchKey: searchKeyPattern(text) } : { title: new RegExp(text, 'i') };
const authorSearch = (text) =>
  searchKeyPattern ? { nameSearchKey: searchKeyPattern(text) } : { name: new RegExp(text, 'i') };

const { cleanups, cleanup } = benchCleanups();

const { time, times, median, alternated } = timing({ runs: RUNS, warmup: WARMUP });

/** With the read cache off: each request beside its floor. With it on (`cached`): each public read repeated. */
async function measure(size, port, { cached = false, profileDir } = {}) {
  const cacheEnv = cached ? {} : { READ_CACHE_TTL_MS: '0' };
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const api = await startSeededApi({
    root: ROOT,
    port,
    host: HOST,
    env: { SEED_SCALE: String(size), ...cacheEnv, REQUEST_TIMEOUT_MS: '0' },
    nodeArgs,
  });
  cleanups.push(api.stop);
  const { base, uri } = api;
  const client = new MongoClient(uri);
  await client.connect();
  cleanups.push(() => client.close());
  const db = client.db();
  const callers = await signInCallers(base);
  const { subjects, ids } = await scaleSubjects(db, size);
  const floors = scaleFloors(db, ids, titleSearch, authorSearch);
  const send = (path, caller, personal = false) => {
    const headers = callers[caller];
    if (!headers) throw new Error(`${path}: no seeded reader plays the caller "${caller}"`);
    const url = `${base}${path}`;
    const request = async () => {
      const res = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
    };
    // The signed-in reads need their caller, and some answers depend on who asks: neither is ever cached.
    request.cacheable = caller === 'anonymous' && !personal;
    return request;
  };
  const cases = measuredBy('scale').flatMap(({ label, caller, path, personal }) => {
    const request = send(path(subjects), caller, personal);
    const rows = floors.get(label);
    if (!rows) throw new Error(`${label}: measured by 'scale' in the request catalogue, but it has no floor`);
    return rows.map(([row, floor]) => [row, request, floor]);
  });
  // The clubs' reads (scale-clubs.mjs), on the seed's largest club and reader1, a member of every club.
  cases.push(...(await clubCases(db, ids, send)));
  // Works and editions (scale-works.mjs), on a work of five editions.
  cases.push(...(await workCases(db, ids, send)));
  // Series (scale-series.mjs), on the seed's longest series.
  cases.push(...(await seriesCases(db, ids, send)));
  // A label given whole selects that case alone (one label can contain another: 'search "river"'); texts separated
  // by '|' select the cases that contain any of them.
  const exact = cases.filter(([label]) => label === ONLY);
  const selected = exact.length
    ? exact
    : cases.filter(([label]) => ONLY.split('|').some((text) => label.includes(text)));
  if (profileDir) return profiled(selected);
  if (cached) {
    const rows = [];
    for (const [label, request] of selected) {
      if (!request.cacheable) continue;
      await request(); // the miss that fills the entry
      rows.push({ request: label, 'repeated read, median ms': (await median(request)).toFixed(1) });
    }
    await cleanup();
    return { rows };
  }
  const emptyTimes = await times(async () => {
    const res = await fetch(`${base}/api/health/live`, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    if (!res.ok) throw new Error(`/api/health/live: ${res.status}`);
    await res.arrayBuffer();
  });
  const emptyMs = middle(emptyTimes);
  const fastestEmptyMs = Math.min(...emptyTimes);
  const rows = [];
  for (const [label, request, floor] of selected) {
    const { ms, driverMs, ratio, fastestMs, fastestDriverMs } = await alternated(request, floor, emptyMs);
    rows.push({
      request: label,
      'median ms': ms.toFixed(1),
      'driver ms': driverMs.toFixed(1),
      'floor ms': (driverMs + emptyMs).toFixed(1),
      'ratio of medians': (ms / (driverMs + emptyMs)).toFixed(2),
      'median ratio': ratio.toFixed(2),
      'ratio of fastest': (fastestMs / (fastestDriverMs + fastestEmptyMs)).toFixed(2),
      'ratio to driver': (ms / driverMs).toFixed(2),
    });
  }
  const writeMs = WRITE_LABEL.includes(ONLY) ? await engineWrite(db) : undefined;
  await cleanup();
  return { emptyMs, rows, writeMs };
}

const WRITE_LABEL = 'one review written';
const WRITE_RUNS = 3;

/**
 * What one write into the reviews collection costs the embedded engine itself (an insert through the driver, the
 * median of WRITE_RUNS, each undone by a delete): it checks every unique index (`_id`, one review per user and book)
 * by comparing each document with all those before it, so a write grows with the square of the collection, where a
 * read grows with the collection. Every write of the API into that collection (a review posted or edited) costs at
 * least this.
 */
async function engineWrite(db) {
  const all = [];
  for (let i = 0; i < WRITE_RUNS; i++) {
    const review = {
      _id: new ObjectId(),
      book: new ObjectId(),
      user: new ObjectId(),
      rating: 3,
      title: 'Bench',
      content: 'Bench',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    all.push(await time(() => db.collection('reviews').insertOne(review)));
    await db.collection('reviews').deleteOne({ _id: review._id });
  }
  return { ms: middle(all), reviews: await db.collection('reviews').estimatedDocumentCount() };
}

/**
 * Each request alone on a fresh API process, repeated RUNS times under the profiler; the API exits (SIGTERM,
 * graceful) to write its profile, which is read over the window of the request's runs.
 */
async function profiled(selected) {
  const [[label, request]] = selected;
  if (selected.length > 1)
    throw new Error(
      `--profile takes one request: pick it with --only (matched: ${selected.map(([l]) => l).join(', ')})`,
    );
  for (let i = 0; i < 20; i++) await request(); // warm-up: JIT
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) await request();
  const ms = performance.now() - start;
  await cleanup();
  return { label, ms, runs: RUNS };
}

async function profileRequests() {
  for (const [i, size] of SIZES.entries()) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-scale-profile-'));
    try {
      const { label, ms, runs } = await measure(size, PORT + i, { profileDir: dir });
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error('the API wrote no CPU profile');
      console.log(
        `\n${size} books, ${label}: ${(ms / runs).toFixed(1)} ms per request over ${runs} runs (under the profiler); the API's own CPU per request:`,
      );
      for (const { stage, share, ms: stageMs } of stageShares(join(dir, file), ms))
        if (share >= 0.005)
          console.log(
            `  ${(stageMs / runs).toFixed(2).padStart(6)} ms  ${(share * 100).toFixed(1).padStart(5)} %  ${stage}`,
          );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

try {
  if (PROFILE) await profileRequests();
  else
    for (const [i, size] of SIZES.entries()) {
      const { emptyMs, rows, writeMs } = await measure(size, PORT + i);
      console.log(
        `\n${size} books, read cache off, ${RUNS} runs alternating request and driver query (floor: the primary query through the driver + an empty API request, ${emptyMs.toFixed(1)} ms; "median ratio": the median of the per-run ratios to the floor, the figure the goal is read on; "ratio of fastest": the fastest run of each):`,
      );
      console.table(rows);
      if (writeMs)
        console.log(
          `${WRITE_LABEL} (${writeMs.reviews} reviews), the embedded engine's own time for one insert through the driver, median of ${WRITE_RUNS}: ${writeMs.ms.toFixed(0)} ms`,
        );
      const cachedRun = await measure(size, PORT + SIZES.length + i, { cached: true });
      console.log(
        `\n${size} books, read cache on (the product's default), anonymous reads repeated, median of ${RUNS} (goal <= 5 ms):`,
      );
      console.table(cachedRun.rows);
    }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
