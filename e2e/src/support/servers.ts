// The one way the browser tests start servers: the shared product once (global-setup), and a test's own
// deployments, each a child process serving a folder with the product's static server, so a test can stop one
// (a "dead" deployment) and start it again without touching the product shared by the other tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './deploy';
import { E2E_PORTS } from './ports';

// Resolved at run time: tools/ is not a project, and the edge is one the browser tests may not import (module
// boundaries); edge/node.mjs is how Node loads it.
const PRODUCT = join(workspaceRoot, 'tools/lib/product.mjs');
const STATIC_SERVER = join(workspaceRoot, 'edge/node.mjs');

export interface Stoppable {
  stop(): Promise<void>;
}

/** Starts the built product once for all browser tests, as `npm start` does (the builds come from `nx run-many -t build`). */
export async function startSharedProduct(): Promise<Stoppable> {
  const { startProduct } = (await import(PRODUCT)) as { startProduct(options: object): Promise<Stoppable> };
  return startProduct({
    ports: E2E_PORTS,
    apiEnv: {
      AUTH_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      JWT_SECRET: 'e2e-secret',
    },
    quiet: true,
  });
}

export interface StaticServer extends Stoppable {
  url: string;
  port: number;
}

/**
 * Serves `dir` in a child process with the edge's serveStatic (what `npm start` serves each app with), so the
 * server can be stopped and started again like a real deployment. Options are those of serveStatic: a remote is
 * `{ cors: true }`, a shell `{ spa: true, apiTarget }` with its remotes in `remoteManifest` or in the
 * module-federation.manifest.json of its folder.
 */
export async function startStaticServer(options: {
  dir: string;
  port: number;
  cors?: boolean;
  spa?: boolean;
  apiTarget?: string;
  remoteManifest?: Record<string, object>;
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
