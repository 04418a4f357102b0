// `npm run typecheck`: every project's TypeScript, tests included, as `npm test` checks it after the lint. The core's
// types.contract.ts fails here when the client's types drift from the API's OpenAPI document. The client's types are
// generated first from the committed document (tools/gen-api-types.mjs; `npm install` does it too), so a pull that
// changed the document is checked against its own types.
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
  if (spawnSync(process.execPath, ['tools/gen-api-types.mjs'], { stdio: 'inherit' }).status) process.exit(1);
  const failed = TYPED_CONFIGS.filter(
    (config) => spawnSync('npx', ['tsc', '--noEmit', '-p', config], { stdio: 'inherit' }).status,
  );
  console.log(
    failed.length ? `Type errors in: ${failed.join(', ')}` : `${TYPED_CONFIGS.length} configurations type-check.`,
  );
  process.exit(failed.length ? 1 : 0);
}
