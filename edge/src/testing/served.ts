// How the edge's specs run its servers: each in a child process that loads the edge as `npm start` does
// (edge/node.mjs), on a free port; and a GET without fetch's transparent decompression.
import { spawn } from 'node:child_process';
import http, { type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';

/** The workspace, and the edge as Node loads it. */
export const ROOT = join(__dirname, '../../..');
export const EDGE = join(ROOT, 'edge/node.mjs');

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without fetch's transparent decompression: the raw bytes and headers the browser would receive. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode as number, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

export interface Served {
  url: string;
  stop(): void;
}

/** serveStatic(options) in a child process, on a free port. */
export function start(options: object): Promise<Served> {
  const script = `
    import { serveStatic } from ${JSON.stringify(EDGE)};
    const server = await serveStatic({ ...JSON.parse(process.env.SERVE_OPTIONS), port: 0 });
    console.log('PORT ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, SERVE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /PORT (\d+)/.exec(chunk.toString());
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

/** The port of a server listening on TCP. */
export const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;
