import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** An API process started from the sources (as `nx serve api` does), on its own port. */
export interface ApiProcess {
  url: string;
  /** The process id (a test may kill it outright, as a crash would). */
  pid: number;
  stop(): Promise<void>;
}

const WORKSPACE_ROOT = join(__dirname, '../../..');
const START_TIMEOUT_MS = 30_000;

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `api/src/main.ts` (through @swc-node/register, no build needed) in a child process with `env` on top of
 * the test defaults and `args` on its command line, and resolves once its liveness probe answers. Its output is kept only to explain a failed start.
 */
export async function startApiProcess(env: Record<string, string>, args: string[] = []): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', '-r', join(__dirname, 'exit-with-parent.ts'), join('api', 'src', 'main.ts'), ...args],
    {
      cwd: WORKSPACE_ROOT,
      env: {
        ...process.env,
        SWC_NODE_PROJECT: 'api/tsconfig.json',
        NODE_ENV: 'test',
        SEED: 'false',
        BCRYPT_ROUNDS: '4',
        PORT: String(port),
        EMBEDDED_DATA_DIR: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited()) throw new Error(`API process exited during start: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process did not answer within ${START_TIMEOUT_MS} ms: ${output}`);
    }
    const live = await fetch(`${url}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (live) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid as number,
    async stop() {
      if (exited()) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(force);
    },
  };
}
