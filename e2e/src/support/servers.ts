import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

const PRODUCT = join(__dirname, '../../../tools/lib/product.mjs');

export interface ChildServer {
  url: string;
  /** Kills the process: the server is gone at once (a "dead" deployment). */
  stop(): Promise<void>;
}

/**
 * Starts one deployment of tools/lib/product.mjs in its own Node process (the ES module cannot be loaded
 * inside a jest test), on ports of the test's choosing, so a test can take it down without touching the
 * product shared by the other tests.
 */
function startChild(options: Record<string, unknown>, port: number): Promise<ChildServer> {
  const script = `
    const { startRemote, startShell } = await import(${JSON.stringify(PRODUCT)});
    const o = JSON.parse(process.argv[1]);
    if (o.kind === 'remote') await startRemote(o.project, o.port);
    else await startShell({ port: o.port, apiUrl: o.apiUrl, remotes: o.remotes });
    console.log('READY');
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('READY')) {
        resolve({
          url: `http://localhost:${port}`,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server on ${port} exited (${code}) before it was ready`)));
  });
}

export const startRemoteProcess = (project: 'reader-app' | 'admin-app', port: number) => startChild({ kind: 'remote', project, port }, port);

export const startShellProcess = (port: number, apiUrl: string, remotes: Record<string, string>) =>
  startChild({ kind: 'shell', port, apiUrl, remotes }, port);

/** A port nobody listens on right now (asked from the OS), so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
