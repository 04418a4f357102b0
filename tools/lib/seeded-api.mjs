// Starts the API from its TypeScript source (@swc-node/register) on the embedded database with a seed, for the
// benchmarks that need a database of a given size. Loopback only; the caller stops it with `stop()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Resolves once the seed is written with `{ base, uri, output(), stop() }`: the API's base URL, its embedded
 * database's URI (for floors measured straight through the driver) and everything it printed.
 * `env` adds settings (SEED_SCALE, READ_CACHE_TTL_MS...); `root` is the checkout whose api/src runs; `nodeArgs` go
 * to node before the API (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startSeededApi({ root, port, env: extra = {}, host = '127.0.0.1', nodeArgs = [] }) {
  const uploadDir = mkdtempSync(join(tmpdir(), 'bench-api-uploads-'));
  const env = {
    ...process.env,
    PORT: String(port),
    SEED: 'true',
    UPLOAD_DIR: uploadDir,
    BCRYPT_ROUNDS: '4',
    SWC_NODE_PROJECT: join(root, 'api/tsconfig.app.json'),
    ...extra,
  };
  delete env.MONGODB_URI; // always the embedded database, never a real one
  delete env.EMBEDDED_DATA_DIR; // and a throwaway one: never `npm start`'s saved data
  const child = spawn(process.execPath, [...nodeArgs, '-r', '@swc-node/register', join(root, 'api/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so its embedded database stops with it
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    rmSync(uploadDir, { recursive: true, force: true });
  };
  const base = `http://${host}:${port}`;
  const deadline = Date.now() + 300_000;
  try {
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the API exited during start-up:\n${output}`);
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy && /Scale seed|Seeded \d+ genres/.test(output)) {
        const uri = /embedded in-memory database at (mongodb:\/\/\S+?),/.exec(output)?.[1];
        if (!uri) throw new Error('no embedded database URI in the API output');
        return { base, uri, output: () => output, stop };
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the API was not seeded within 300 s');
  } catch (err) {
    await stop();
    throw err;
  }
}
