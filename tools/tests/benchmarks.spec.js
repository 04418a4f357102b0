// The short forms of the benchmarks, through their one entry point (`npm run bench -- scale`, `scale --queries`,
// `scale --profile`, `api`, `api --profile`, `import`, `snapshot`; those that need the production builds are in
// e2e/src/benchmarks.e2e.ts): each runs whole on a small load, so that a change of the API or of the seed that breaks
// a benchmark fails here rather than on the day it is needed. They assert what each prints and that nothing failed,
// never a time: speed is read from the full runs.
const { spawn } = require('node:child_process');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');

/** Runs `npm run bench -- <args>` to its end and resolves with what it printed; rejects on a non-zero exit. */
function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'tools/bench/index.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`bench ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`)),
    );
  });
}

/** The rows of a console.table printed under the line that contains `title`: { label: [cells after the label] }. */
function tableAfter(output, title) {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.includes(title));
  if (start < 0) return {};
  const rows = {};
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('└')) break;
    const cells = line
      .split('│')
      .map((c) => c.trim())
      .filter(Boolean);
    if (!/^\d+$/.test(cells[0] ?? '')) continue;
    rows[cells[1].replace(/^['"]|['"]$/g, '')] = cells.slice(2).map((c) => c.replace(/'/g, ''));
  }
  return rows;
}

/** The requests of the growth goal, as `bench scale` labels them (people compare figures by these labels). */
const GROWTH_REQUESTS = [
  ...['-averageRating', '-reviewCount', 'title', '-title', '-publishedDate', 'publishedDate'].map(
    (s) => `catalogue page, sort=${s}`,
  ),
  'search "river"',
  "a book's page",
  'its reviews',
  'admin review listing',
  'admin review listing, not counted',
  'review stats',
  'site stats',
  'reading list (200 entries)',
];

test('bench alone lists every benchmark, one line each, and an unknown name is refused with the list', async () => {
  const output = await run([]);
  const listed = output.split('\n').flatMap((l) => /^ {2}(\S+) {2,}\S/.exec(l)?.[1] ?? []);
  expect(listed).toEqual(['web', 'api', 'scale', 'import', 'uploads', 'snapshot', 'chaos']);
  await expect(run(['speed'])).rejects.toThrow(/exited with 2[\s\S]*no benchmark named "speed"[\s\S]*snapshot/);
});

test('bench scale measures every request of the growth goal beside its floor, and the cached repeats', async () => {
  const output = await run(['scale', '--sizes=300', '--runs=2', '--warmup=1'], { BENCH_PORTS: '3660' });
  const compared = tableAfter(output, '300 books, read cache off');
  const people = ['feed (follows 200)', 'feed (follows 2)', "a reader's profile", 'friends on a book (follows 200)'];
  for (const label of [
    ...GROWTH_REQUESTS,
    'search "river" (floor: its commands)',
    'reading list (200 entries) (floor: its commands)',
    ...people,
  ]) {
    // median ms, driver ms, floor ms, then the four ratios: each a positive number.
    expect([label, (compared[label] ?? []).length]).toEqual([label, 7]);
    for (const cell of compared[label]) expect([label, Number(cell) > 0]).toEqual([label, true]);
  }
  // The reads of works, series and merges, labelled by what they measured (editions, works, reviews).
  const measured = Object.keys(compared);
  for (const start of [
    'works: the catalogue of works',
    "works: a work's editions",
    'works: group preview',
    'works: merge preview',
    "series: a series' page (",
    "series: a series' page, signed in",
    "series: a book's series",
    "series: an author's series",
  ])
    expect([start, measured.filter((l) => l.startsWith(start)).length]).toEqual([start, 1]);
  const cached = tableAfter(output, '300 books, read cache on');
  // The signed-in reads (an administrator's, a reader's) are never cached.
  for (const label of GROWTH_REQUESTS.filter(
    (l) => !l.startsWith('admin review listing') && !['review stats', 'reading list (200 entries)'].includes(l),
  )) {
    expect([label, Number(cached[label]?.[0]) > 0]).toEqual([label, true]);
  }
}, 240_000);

test('bench scale --queries lists the queries of every request of the growth goal', async () => {
  const output = await run(['scale', '--queries', '--sizes=300'], { BENCH_PORTS: '3661' });
  for (const label of GROWTH_REQUESTS) {
    const line = output.split('\n').find((l) => l.startsWith(`${label}: `));
    // "<label>: 8.4 ms, 2 queries", then one line per query.
    expect([label, /: [\d.]+ ms, [1-9]\d* quer(y|ies)$/.test(line ?? '')]).toEqual([label, true]);
  }
}, 240_000);

test('bench api measures the API beside bare Express and bare node, signed in and on cache misses, without a failed request', async () => {
  // A light load (2 connections, 1 s runs): the script exits non-zero when any request of any run fails.
  const output = await run(['api', '--source', '--duration=1', '--runs=1', '--warmup=0.25', '--connections=2']);
  for (const endpoint of [
    '/api/books?sort=-averageRating&limit=24',
    '/api/books/:id',
    '/api/reviews?book=:id&total=none',
  ]) {
    const row = output.split('\n').find((l) => l.startsWith(`${endpoint} `));
    // bytes, then req/s and p99 of the API, of bare Express and of bare node, then the two ratios.
    expect([endpoint, row?.trim().split(/\s+/).length]).toEqual([endpoint, 10]);
  }
  expect(output).toMatch(/cache misses \(distinct searches.*\): \d+ req\/s/);
  expect(output).toMatch(/goal on the cached catalogue page .*: [\d.]+x, p99 \d+ ms, 0 errors/);
}, 240_000);

/** The stage lines of a CPU breakdown ("  12.3 %  stage" or "  0.98 ms   34.5 %  stage") after the line containing `title`. */
function stageShares(output, title) {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.includes(title));
  const shares = [];
  for (const line of lines.slice(start + 1)) {
    const hit = /^\s+(?:[\d.]+ ms\s+)?([\d.]+) %  (\S.*)$/.exec(line);
    if (!hit) break;
    shares.push({ stage: hit[2], percent: Number(hit[1]) });
  }
  return start < 0 ? [] : shares;
}

/** A breakdown of CPU by stage: node's HTTP among them (every request has it), and shares that add up to at most the whole. */
function expectBreakdown(title, shares) {
  const total = shares.reduce((sum, s) => sum + s.percent, 0);
  expect({
    title,
    http: shares.some((s) => s.stage.startsWith('node HTTP')),
    atMostWhole: total > 50 && total <= 100.5,
  }).toEqual({ title, http: true, atMostWhole: true });
}

test("bench scale --profile breaks one request's CPU down by stage", async () => {
  const output = await run(['scale', '--sizes=300', '--runs=50', '--only=its reviews', '--profile'], {
    BENCH_PORTS: '3662',
  });
  expectBreakdown('its reviews', stageShares(output, '300 books, its reviews: '));
}, 240_000);

test("bench api --profile breaks the API's CPU down by stage under the cached catalogue read and under cache misses", async () => {
  const output = await run(['api', '--source', '--profile', '--duration=2', '--connections=2']);
  for (const load of ['cached catalogue page', 'distinct searches']) expectBreakdown(load, stageShares(output, load));
}, 240_000);

test('bench import imports a file through preview and the background job, then the same file again, adding nothing twice', async () => {
  const output = await run(['import', '--rows=50', '--books=300']);
  const runs = tableAfter(output, 'Catalogue page at rest');
  // rows, matched/ambiguous/unmatched, added/updated/skipped/unmatched, preview s, total s, catalogue meanwhile, failed meanwhile.
  const [rows, , firstWritten, , , , firstFailed] = runs['first import'] ?? [];
  const [, , againWritten, , , , againFailed] = runs['same file again'] ?? [];
  expect(Number(rows)).toBe(50);
  const [added, , , unmatched] = (firstWritten ?? '').split('/').map(Number);
  expect(added).toBeGreaterThan(0);
  expect(added + unmatched).toBe(50);
  expect(Number((againWritten ?? '').split('/')[0])).toBe(0);
  expect([firstFailed, againFailed]).toEqual(['0', '0']);
}, 240_000);

test("bench snapshot writes the demo data's snapshot and loads it back whole", async () => {
  const output = await run(['snapshot', '--sizes=0', '--runs=1']);
  // "demo data: 576 documents, 0.4 MB", then the write's and the load's medians and ranges.
  expect(output).toMatch(/^demo data: [1-9]\d* documents, [\d.]+ MB$/m);
  expect(output).toMatch(/^ {2}write: \d+ ms \(\d+-\d+\)/m);
  expect(output).toMatch(/^ {2}load: {2}\d+ ms \(\d+-\d+\), then the app's start on it: \d+ ms/m);
}, 120_000);
