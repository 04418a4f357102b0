// Releases of the core and the UI kit made in a workspace copy (deploy.ts's copyWorkspaceForAdmin): their versions,
// the ranges an app declares for them, and the kit team's visible change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './deploy';

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
    version: string;
    dependencies: Record<string, string>;
  };
export const CORE_VERSION = readJson(join(workspaceRoot, 'core/package.json')).version;
export const KIT_VERSION = readJson(join(workspaceRoot, 'shared-ui/package.json')).version;
export const nextMinor = (v: string) =>
  v.replace(/^(\d+)\.(\d+)\.\d+.*$/, (_m, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);
export const nextMajor = (v: string) => `${Number(v.split('.')[0]) + 1}.0.0`;

/** Sets a package's version and/or an app's declared ranges in a package.json of the workspace copy. */
export function editPackage(file: string, change: { version?: string; dependencies?: Record<string, string> }): void {
  const pkg = readJson(file);
  writeFileSync(
    file,
    JSON.stringify({ ...pkg, ...change, dependencies: { ...pkg.dependencies, ...change.dependencies } }, null, 2),
  );
}

/** The kit team's release, in the copy: a new minor whose buttons carry a version marker and a new outline. */
export function releaseNewerKit(copy: string, version: string): void {
  editPackage(join(copy, 'shared-ui/package.json'), { version });
  const button = join(copy, 'shared-ui/src/components/Button.tsx');
  const source = readFileSync(button, 'utf8');
  expect(source).toContain('aria-busy={busy || undefined}');
  writeFileSync(
    button,
    source.replace(
      'aria-busy={busy || undefined}',
      `aria-busy={busy || undefined}\n      data-kit-version="${version}"`,
    ),
  );
  const css = join(copy, 'shared-ui/src/styles/kit.css');
  writeFileSync(
    css,
    `${readFileSync(css, 'utf8')}\n.ui-btn[data-kit-version] { outline: 3px solid rgb(102, 51, 153); }\n`,
  );
}
