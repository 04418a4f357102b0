// The servers `bench api` loads: the API (its production build, or its source with --source) on the embedded database
// with the demo seed, and the ceilings of its stack (lib/bare-servers.mjs). Each registers its own stop in `cleanups`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../lib/product.mjs';

export const HOST = '127.0.0.1';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** How to run the API: the production build, or the source when --source is given. */
function apiCommand() {
  const built = join(workspaceRoot, 'dist/api/main.js');
  if (!process.argv.includes('--source')) {
    if (!existsSync(built))
      throw new Error('dist/api/main.js is missing: run `npx nx build api` first (or pass --source)');
    if (statSync(built).mtimeMs < newestMtime(join(workspaceRoot, 'api/src')))
      console.warn('note: dist/api is older than api/src; run `npx nx build api` to measure the current code\n');
    return { label: 'dist/api (production build)', args: [built], env: {} };
  }
  return {
    label: 'api/src via @swc-node/register (--source)',
    args: ['-r', '@swc-node/register', join(workspaceRoot, 'api/src/main.ts')],
    env: { SWC_NODE_PROJECT: join(workspaceRoot, 'api/tsconfig.app.json') },
  };
}

export async function startApi(cleanups, nodeArgs = []) {
  const port = await freePort();
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const { label, args: apiArgs, env } = apiCommand();
  const args = [...nodeArgs, ...apiArgs];
  const childEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    SEED: 'true',
    UPLOAD_DIR: uploadDir,
    JWT_SECRET: randomBytes(16).toString('hex'),
  };
  delete childEnv.MONGODB_URI; // always the embedded database, never a real one
  // Its own process group, so the embedded database it spawns can be stopped with it.
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  let exited = false;
  child.once('exit', () => (exited = true));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* the group is already gone */
    }
  };
  cleanups.push(async () => {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10000);
      await gone;
      clearTimeout(timer);
    }
    // Whatever of the group outlived the API (the embedded database) goes too.
    await new Promise((r) => setTimeout(r, 500));
    signalGroup('SIGKILL');
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the API exited during start-up:\n${stderr}`);
    try {
      // The port opens after the seed, so a listed book means the catalogue is ready.
      const res = await fetch(`${base}/api/books?limit=1`);
      if (res.ok && (await res.json()).data.length) return { base, label };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not answer within 60 s');
}

/**
 * The bare Express 5 app and bare node:http server (lib/bare-servers.mjs) in a child process of their own, like the
 * API: in this process they would share an event loop with autocannon and look slower than they are.
 */
export async function startBareServers(cleanups, responses) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'responses.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...responses].map(([path, r]) => [path, { contentType: r.contentType, body: r.body.toString('base64') }]),
      ),
    ),
  );
  const [expressPort, nodePort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [join(workspaceRoot, 'tools/bench/lib/bare-servers.mjs'), file, String(expressPort), String(nodePort), HOST],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(async () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare servers exited (${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  });
  return { bareExpress: `http://${HOST}:${expressPort}`, bareNode: `http://${HOST}:${nodePort}` };
}
