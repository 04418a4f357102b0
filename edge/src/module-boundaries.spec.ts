// The edge serves the apps' deployments from what they publish (their files, manifests and Node first paint, loaded by
// path at run time): it imports no app, and no app imports it. ESLint runs as a child process, as in
// tools/tests/module-boundaries.spec.js (its ESM flat config cannot be loaded inside Jest's module system).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './testing/served';

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

function errorsFor(filePath: string, code: string): string[] {
  const run = spawnSync(bin('eslint'), ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { severity: number; ruleId: string }[] }[];
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

beforeAll(() => {
  // The boundary rule needs Nx's project graph (computed and cached by any nx command).
  spawnSync(bin('nx'), ['show', 'projects'], { cwd: ROOT, env: { ...process.env, NX_DAEMON: 'false' } });
});

it('keeps the edge and the apps apart, both ways', () => {
  const boundary = '@nx/enforce-module-boundaries';
  expect(errorsFor('edge/src/x.ts', "export { firstPaint } from '../../reader-app/src/first-paint';\n")).toContain(
    boundary,
  );
  expect(errorsFor('edge/src/x.ts', "export { toast } from '@book/core';\n")).toContain(boundary);
  expect(errorsFor('reader-app/src/x.ts', "export { serveStatic } from '../../edge/src/index';\n")).toContain(boundary);
  expect(errorsFor('shell/src/x.ts', "export { withHead } from '../../edge/src/shell-document/assemble';\n")).toContain(
    boundary,
  );
  // Its own files and packages are its to import.
  expect(
    errorsFor('edge/src/x.ts', "export { findRoute } from './routes';\nexport { LRUCache } from 'lru-cache';\n"),
  ).toEqual([]);
});
