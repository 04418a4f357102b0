// `npm run typecheck`: every project's TypeScript, tests included, as `npm test` checks it after the lint. The core's
// types.contract.ts fails here when the client's types drift from the API's OpenAPI document.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const TYPED_PROJECTS = ['api', 'core', 'shared-ui', 'rules', 'shell', 'reader-app', 'admin-app', 'edge', 'e2e'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = TYPED_PROJECTS.filter(
    (project) => spawnSync('npx', ['tsc', '--noEmit', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' }).status,
  );
  console.log(failed.length ? `Type errors in: ${failed.join(', ')}` : `${TYPED_PROJECTS.length} projects type-check.`);
  process.exit(failed.length ? 1 : 0);
}
