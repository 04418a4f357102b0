// Separate "deployments" for the release tests: copies of the built frontends in a temp folder (served with
// servers.ts's startStaticServer on ports from ports.ts's freePorts), and admin-app rebuilt from a workspace copy.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const workspaceRoot = resolve(__dirname, '../../..');
export const distDir = (project: string) => join(workspaceRoot, 'dist', project);

/** sha256 of every file under `dir`, keyed by its path relative to `dir` (sorted). */
export function hashDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

export function copyDir(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
}

/**
 * The shell's manifest of remotes for remotes deployed at these origins (by project): each remote's area as its build
 * publishes it (dist/<project>/area.json), with its mf-manifest.json there, as tools/publish-remote.mjs writes it.
 */
export function manifestFor(origins: Record<string, string>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(origins).map(([project, origin]) => {
      const { name, ...area } = JSON.parse(readFileSync(join(distDir(project), 'area.json'), 'utf8')) as {
        name: string;
      };
      return [name, { entry: `${origin}/mf-manifest.json`, ...area }];
    }),
  );
}

/** Replaces the contents of `dir` with those of `from` (the folder itself stays: the server keeps serving it). */
export function replaceDirContents(dir: string, from: string): void {
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
}

/** What admin-app's production build reads, copied to `copy` (node_modules linked), for a team's change made there. */
export function copyWorkspaceForAdmin(copy: string): void {
  for (const dir of ['admin-app', 'core', 'shared-ui', 'rules', 'tools/webpack'])
    copyDir(join(workspaceRoot, dir), join(copy, dir));
  for (const file of ['package.json', 'tsconfig.base.json']) copyFileSync(join(workspaceRoot, file), join(copy, file));
  symlinkSync(join(workspaceRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

/** Builds admin-app for production from a workspace copy into `outputPath` (the admin team's release). */
export function buildAdminFromCopy(copy: string, outputPath: string): Promise<string> {
  return run(
    process.execPath,
    [
      join(workspaceRoot, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      join(copy, 'admin-app/webpack.config.js'),
      '--mode',
      'production',
      '--output-path',
      outputPath,
    ],
    { NX_DAEMON: 'false' },
    300000,
  );
}

/** Runs a command, resolves with its output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(command: string, args: string[], env: Record<string, string>, timeoutMs: number): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, {
      cwd: workspaceRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c));
    child.stderr.on('data', (c: Buffer) => (output += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${command} ${args.join(' ')} timed out after ${timeoutMs} ms\n${output.slice(-3000)}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) ok(output);
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`));
    });
  });
}
