// `npm test`: lint (module boundaries included) and Prettier's check, type-checks, every unit and API test, the
// production builds, then the browser tests against them. Ends with one summary line: "Summary: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './lib/product.mjs';
import { TYPED_CONFIGS } from './typecheck.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };
const tmp = join(workspaceRoot, 'tmp');
mkdirSync(tmp, { recursive: true });

function run(title, command, args) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that failed to run counts as a failure even though it ran no test.
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
}

const totals = { passed: 0, failed: 0 };
const add = (c) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
};

// The module-boundary lint rule reads Nx's project graph; a fresh clone has none cached until Nx computes it.
run('project graph', 'npx', ['nx', 'show', 'projects']);
let ok = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (!ok) totals.failed += 1;
const formatted = run('format', 'npx', ['prettier', '--check', '.']);
if (!formatted) totals.failed += 1;
ok = formatted && ok;

// Type-check every project, tests included (tools/typecheck.mjs, also `npm run typecheck`).
for (const config of TYPED_CONFIGS) {
  const typed = run(`type-check ${config}`, 'npx', ['tsc', '--noEmit', '-p', config]);
  if (!typed) totals.failed += 1;
  ok = typed && ok;
}

// Two workers on two cores (Jest's default there is one): most files wait on a booted app and its embedded database,
// so two at a time halve the run (about 520 s to 280 s). The specs that time the API's event loop while it works (an
// import must not stall other requests) run afterwards alone: beside another worker they time that worker instead.
const TIMED_SPECS = ['api/src/imports/import-responsiveness.spec.ts', 'api/src/imports/import-batches.spec.ts'];
for (const [title, args] of [
  ['unit and API tests', ['--maxWorkers=2', ...TIMED_SPECS.flatMap((spec) => ['--testPathIgnorePatterns', spec])]],
  ['timed API tests, alone', ['--runInBand', ...TIMED_SPECS]],
]) {
  const json = join(tmp, `jest-${title.split(' ')[0]}.json`);
  rmSync(json, { force: true });
  ok = run(title, 'npx', ['jest', '-c', 'jest.config.js', ...args, '--json', `--outputFile=${json}`]) && ok;
  add(jestCounts(json));
}

const built = run('production builds', 'npx', [
  'nx',
  'run-many',
  '-t',
  'build',
  '--projects=api,shell,reader-app,admin-app,clubs-app',
  '--parallel=2',
  '--skip-nx-cache',
]);
if (built) {
  const e2eJson = join(tmp, 'jest-e2e.json');
  rmSync(e2eJson, { force: true });
  ok =
    run('browser tests', 'npx', [
      'jest',
      '-c',
      'e2e/jest.config.js',
      '--runInBand',
      '--json',
      `--outputFile=${e2eJson}`,
    ]) && ok;
  add(jestCounts(e2eJson));
} else {
  ok = false;
  totals.failed += 1;
}

console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
