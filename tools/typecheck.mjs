// `npm run typecheck`: every project's TypeScript, tests included, as `npm test` checks it after the lint. The core's
// types.contract.ts fails here when the client's types drift from the API's OpenAPI document.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROJECTS = [
  'api',
  'core',
  'shared-ui',
  'rules',
  'testing/remote-testing',
  'shell',
  'reader-app',
  'admin-app',
  'clubs-app',
  'edge',
  'e2e',
];
/** Each project's tsconfig.json, and the shell's service worker's (a worker's globals, not a page's). */
export const TYPED_CONFIGS = [
  ...PROJECTS.map((project) => `${project}/tsconfig.json`),
  'shell/tsconfig.service-worker.json',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = TYPED_CONFIGS.filter(
    (config) => spawnSync('npx', ['tsc', '--noEmit', '-p', config], { stdio: 'inherit' }).status,
  );
  console.log(
    failed.length ? `Type errors in: ${failed.join(', ')}` : `${TYPED_CONFIGS.length} configurations type-check.`,
  );
  process.exit(failed.length ? 1 : 0);
}
