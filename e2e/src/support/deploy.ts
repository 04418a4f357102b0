// Separate "deployments" for the independent-release test: copies of the built frontends in a temp folder,
// each served by its own server process (the same static server `npm start` uses), on ports of our own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
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

/** Replaces the contents of `dir` with those of `from` (the folder itself stays: the server keeps serving it). */
export function replaceDirContents(dir: string, from: string): void {
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
}

/** What admin-app's production build reads, copied to `copy` (node_modules linked), for a team's change made there. */
export function copyWorkspaceForAdmin(copy: string): void {
  for (const dir of ['admin-app', 'core', 'shared-ui', 'tools/webpack']) copyDir(join(workspaceRoot, dir), join(copy, dir));
  for (const file of ['package.json', 'tsconfig.base.json']) copyFileSync(join(workspaceRoot, file), join(copy, file));
  symlinkSync(join(workspaceRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

/** Builds admin-app for production from a workspace copy into `outputPath` (the admin team's release). */
export function buildAdminFromCopy(copy: string, outputPath: string): Promise<string> {
  return run(
    process.execPath,
    [join(workspaceRoot, 'node_modules/webpack-cli/bin/cli.js'), '--config', join(copy, 'admin-app/webpack.config.js'), '--mode', 'production', '--output-path', outputPath],
    { NX_DAEMON: 'false' },
    300000,
  );
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const srv = createServer();
    srv.once('error', () => resolvePort(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolvePort(true)));
  });
}

/** `count` free loopback ports from the range this suite may use (4360-4399 unless E2E_EXTRA_PORTS="from-to"). */
export async function freePorts(count: number, exclude: number[] = []): Promise<number[]> {
  const [from, to] = (process.env.E2E_EXTRA_PORTS ?? '4360-4399').split('-').map(Number);
  const ports: number[] = [];
  for (let p = from; p <= to && ports.length < count; p++) {
    if (!exclude.includes(p) && (await portIsFree(p))) ports.push(p);
  }
  if (ports.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return ports;
}

export interface StaticServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const STATIC_SERVER = join(workspaceRoot, 'tools/lib/static-server.mjs');

/**
 * Serves `dir` in a child process with tools/lib/static-server.mjs (what startShell/startRemote use), so the
 * server can be stopped and started again like a real deployment. Options are those of serveStatic.
 */
export async function startStaticServer(options: {
  dir: string;
  port: number;
  cors?: boolean;
  spa?: boolean;
  apiTarget?: string;
  remoteManifest?: Record<string, string>;
}): Promise<StaticServer> {
  const script = `
    import { serveStatic } from ${JSON.stringify(STATIC_SERVER)};
    const server = await serveStatic(JSON.parse(process.env.SERVE_OPTIONS));
    process.on('SIGTERM', () => { server.closeAllConnections?.(); process.exit(0); });
    console.log('READY');
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: workspaceRoot,
    env: { ...process.env, SERVE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let alive = true;
  const exited = new Promise<void>((r) => child.once('exit', () => ((alive = false), r())));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`static server for ${options.dir} did not start`)), 15000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`static server for ${options.dir} exited with ${code}`));
    });
  });
  child.stdout!.resume();
  return {
    url: `http://localhost:${options.port}`,
    port: options.port,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command, resolves with its output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(command: string, args: string[], env: Record<string, string>, timeoutMs: number): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
