// `npm test`: lint (module boundaries included) and Prettier's check, type-checks, every unit and API test, the
// production builds, then the browser tests against them. Ends with one summary line: "Summary: N passed, N failed".
// Each step prints its time; the checks and the builds are single-threaded tools, so they run two at a time (the
// machines have two cores); the tests that use both cores run alone.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './lib/product.mjs';
import { TYPED_CONFIGS } from './typecheck.mjs';

/** The production builds the browser tests run. */
const BUILT_PROJECTS = ['api', 'shell', 'reader-app', 'admin-app', 'clubs-app'];
/** Steps running at once in the checks' phase. */
const CONCURRENCY = 2;

// http-proxy (under http-proxy-middleware 3, the edge's and the API tests' proxy) calls util._extend, which Node 26
// reports as deprecated (DEP0060) once per process; http-proxy-middleware 4 drops it but is ESM only, which Jest's
// CommonJS runs cannot load. Only that warning is left out of the test output.
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--disable-warning=DEP0060'].filter(Boolean).join(' ');
const env = {
  ...process.env,
  NODE_OPTIONS,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const tmp = join(workspaceRoot, 'tmp');
mkdirSync(tmp, { recursive: true });
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/**
 * Runs one step and resolves whether it passed. A step alone prints as it goes; steps that run beside others print
 * their output whole when they end, so two steps' lines never interleave.
 */
function run(title, command, args, { buffered = false } = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}${buffered ? ' (output when it ends)' : ''}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env, stdio: buffered ? 'pipe' : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('close', (status) => {
      if (buffered && output.length) process.stdout.write(`\n--- ${title}:\n${Buffer.concat(output)}`);
      console.log(`=== ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds(started)} s`);
      resolve(status === 0);
    });
  });
}

/** Runs the steps (functions returning whether they passed) `CONCURRENCY` at a time; resolves with each result. */
async function inParallel(steps) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      results[index] = await steps[index]();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/** Runs Jest with `config` and `args` as one step; resolves whether it passed and its counts (from tmp/`json`). */
async function runJest(title, config, args, json, options = {}) {
  const file = join(tmp, json);
  rmSync(file, { force: true });
  const passed = await run(title, 'npx', ['jest', '-c', config, ...args, '--json', `--outputFile=${file}`], options);
  return { passed, counts: jestCounts(file) };
}

function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that failed to run counts as a failure even though it ran no test.
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
}

const started = Date.now();
const totals = { passed: 0, failed: 0 };
let ok = true;
const count = (passed) => {
  if (!passed) totals.failed += 1;
  ok = passed && ok;
  return passed;
};
const add = (c) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
};

// The client's types, generated from the committed API document (`npm install` writes them too; this catches a
// document pulled since): the type-checks read them.
const typed = count(await run("client's API types", process.execPath, ['tools/gen-api-types.mjs']));

// The checks, the type-checks (tools/typecheck.mjs, also `npm run typecheck`) and the production builds, two at a
// time. The module-boundary lint rule reads Nx's project graph, which a fresh clone has not cached until Nx computes it
// (first, alone: the builds' Nx would compute it at the same time).
const buffered = { buffered: true };
const graphed = await run('project graph', 'npx', ['nx', 'show', 'projects']);
const [, built] = await inParallel([
  async () => count(graphed && (await run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], buffered))),
  () =>
    run(
      'production builds',
      'npx',
      ['nx', 'run-many', '-t', 'build', `--projects=${BUILT_PROJECTS.join(',')}`, '--parallel=1', '--skip-nx-cache'],
      buffered,
    ),
  async () => count(await run('format', 'npx', ['prettier', '--check', '.'], buffered)),
  ...TYPED_CONFIGS.map(
    (config) => async () =>
      count(typed && (await run(`type-check ${config}`, 'npx', ['tsc', '--noEmit', '-p', config], buffered))),
  ),
]);

// Two workers on two cores (Jest's default there is one): most files wait on a booted app and its embedded database,
// so two at a time halve the run (about 520 s to 280 s). The specs that time the API's event loop while it works (an
// import must not stall other requests) run afterwards alone: beside another worker they time that worker instead. So
// does the dev loop's journey: it edits a reader screen's source for a moment, which a test beside it would read.
const TIMED_SPECS = [
  'api/src/reading/imports/import-responsiveness.spec.ts',
  'api/src/reading/imports/import-batches.spec.ts',
];
const ALONE_SPECS = [...TIMED_SPECS, 'tools/tests/dev-loop.spec.js'];
for (const [title, args] of [
  ['unit and API tests', ['--maxWorkers=2', ...ALONE_SPECS.flatMap((spec) => ['--testPathIgnorePatterns', spec])]],
  ['timed API tests and the dev loop, alone', ['--runInBand', ...ALONE_SPECS]],
]) {
  const { passed, counts } = await runJest(title, 'jest.config.js', args, `jest-${title.split(' ')[0]}.json`);
  ok = passed && ok;
  add(counts);
}

// The browser tests, in band over the one shared product (their journeys sign the seeded accounts in and out), and
// beside them the benchmarks' short forms that need the builds (e2e/jest.benchmarks.config.js): those start their own
// product and spend most of their time waiting on a throttled network, as the browser tests wait on the product.
if (count(built)) {
  const runs = [
    { title: 'browser tests', config: 'e2e/jest.config.js', json: 'jest-e2e.json', options: {} },
    {
      title: 'browser benchmarks',
      config: 'e2e/jest.benchmarks.config.js',
      json: 'jest-e2e-benchmarks.json',
      options: buffered,
    },
  ];
  const results = await Promise.all(
    runs.map(({ title, config, json, options }) => runJest(title, config, ['--runInBand'], json, options)),
  );
  for (const { passed, counts } of results) {
    ok = passed && ok;
    add(counts);
  }
}

console.log(
  `\nSummary: ${totals.passed} passed, ${totals.failed} failed (${Math.round(seconds(started) / 6) / 10} min)`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);
