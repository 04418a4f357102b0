// Starts the whole product as separate deployments on one machine: the API (with its embedded, seeded
// database unless MONGODB_URI is set), the shell, and each remote from its own origin. Used by `npm start`,
// the browser tests and the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../../edge/node.mjs';
import { manifestOf, readArea } from './remote-manifest.mjs';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = (project) => join(workspaceRoot, 'dist', project);

export const DEFAULT_PORTS = { api: 3000, shell: 4200, reader: 4201, admin: 4202, clubs: 4203 };

/** The remotes the workspace deploys: each project, and its key in the ports. */
export const REMOTES = [
  { project: 'reader-app', port: 'reader' },
  { project: 'admin-app', port: 'admin' },
  { project: 'clubs-app', port: 'clubs' },
];

/**
 * The shell's manifest of remotes for remotes served at `urls` (by project): each remote's area as its build
 * publishes it (area.json, in `dirOf(project)`), with the URL of its mf-manifest.json there.
 */
export const localManifest = (urls, dirOf = dist) =>
  manifestOf(
    REMOTES.map(({ project }) => ({ area: readArea(dirOf(project)), entry: `${urls[project]}/mf-manifest.json` })),
  );

/**
 * The address the shell's /api proxy reaches the API from (it connects to the API there), and the API's TRUST_PROXY
 * setting that believes X-Forwarded-For from that one hop and no other: the proxy sets it from the browser's own
 * connection (edge/src/static-origin/api-proxy.ts), so rate limits count each browser apart, and a client that sends
 * one itself (through the proxy, or to the API directly from another address) is not believed.
 */
export const API_PROXY_HOP = '127.0.0.1';
export const PROXIED_API_ENV = { TRUST_PROXY: API_PROXY_HOP };
export const apiUrlFromProxy = (port) => `http://${API_PROXY_HOP}:${port}`;

async function waitForHttp(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process serving ${url} exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the built API (dist/api) with `args` on its command line and resolves when /api/health answers. */
export async function startApi({ port = DEFAULT_PORTS.api, env = {}, args = [], quiet = false } = {}) {
  const main = join(dist('api'), 'main.js');
  if (!existsSync(main)) throw new Error('dist/api/main.js is missing: run `npx nx build api` first');
  const own = { ...process.env, PORT: String(port), ...env };
  const child = spawn(process.execPath, [main, ...args], {
    cwd: workspaceRoot,
    env: own,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let alive = true;
  child.once('exit', () => (alive = false));
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, 60000, () => alive);
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (!alive) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Serves a built remote from its own origin. Returned `stop` takes it down (a "dead remote"). With `apiUrl`, a
 * remote built with a Node first paint (dist/<project>-server) renders its pages with data from that API, and a
 * remote with an edge (edge/src/remote-edge/<project>.ts) renders its pages' heads and its sitemap from it.
 */
export async function startRemote(project, port, { apiUrl } = {}) {
  const module = join(dist(`${project}-server`), 'first-paint.js');
  const livePaint = apiUrl && existsSync(module) ? { module, apiTarget: apiUrl } : undefined;
  const edgeModule = join(workspaceRoot, 'edge/src/remote-edge', `${project}.ts`);
  const edge = apiUrl && existsSync(edgeModule) ? { module: edgeModule, apiTarget: apiUrl } : undefined;
  // Port 0 (a caller that names no port for this remote): any free one.
  const server = await serveStatic({ dir: dist(project), port: port ?? 0, cors: true, livePaint, edge });
  return {
    url: `http://localhost:${server.address().port}`,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}

/**
 * A hint file each remote publishes next to its manifest, merged: route-data.json (the API reads each page starts
 * with) or route-images.json (where each page's first images are named); none if unavailable.
 */
async function routeHintsOf(remotes, file) {
  const hints = {};
  for (const { entry } of Object.values(remotes ?? {})) {
    try {
      const res = await fetch(new URL(file, entry));
      if (res.ok) Object.assign(hints, await res.json());
    } catch {
      /* a remote that is down publishes no hints; its pages still work */
    }
  }
  return hints;
}

/**
 * The shell's site on this machine: its pages name `http://localhost:<port>` in canonical URLs, link previews, the
 * sitemap and robots.txt, unless PUBLIC_ORIGIN names another origin (a production shell requires one).
 */
export async function startShell({ port, apiUrl, remotes }) {
  const [routeReads, routeImages] = await Promise.all([
    routeHintsOf(remotes, 'route-data.json'),
    routeHintsOf(remotes, 'route-images.json'),
  ]);
  const server = await serveStatic({
    dir: dist('shell'),
    port,
    spa: true,
    apiTarget: apiUrl,
    remoteManifest: remotes,
    routeReads,
    routeImages,
    publicOrigin: process.env.PUBLIC_ORIGIN || `http://localhost:${port}`,
  });
  return { url: `http://localhost:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

export async function startProduct({ ports = DEFAULT_PORTS, apiEnv = {}, apiArgs = [], quiet = false } = {}) {
  // Browser tests and benchmarks never load or save `npm start`'s data (start.mjs names its directory in apiEnv).
  const api = await startApi({
    port: ports.api,
    env: { PUBLIC_API_URL: '', ...PROXIED_API_ENV, EMBEDDED_DATA_DIR: '', ...apiEnv },
    args: apiArgs,
    quiet,
  });
  const remotes = await Promise.all(
    REMOTES.map(({ project, port }) => startRemote(project, ports[port], { apiUrl: api.url })),
  );
  const urls = Object.fromEntries(REMOTES.map(({ project }, i) => [project, remotes[i].url]));
  const shell = await startShell({
    port: ports.shell,
    apiUrl: apiUrlFromProxy(ports.api),
    remotes: localManifest(urls),
  });
  const [reader, admin, clubs] = remotes;
  return {
    api,
    reader,
    admin,
    clubs,
    shell,
    async stop() {
      await Promise.all([shell.stop(), ...remotes.map((remote) => remote.stop())]);
      await api.stop();
    },
  };
}
