// A shell origin and a remote origin serving one folder: an index.html, a hashed chunk with its brotli and gzip
// copies, and a file without copies. Shared by the specs of the static origins and the shell's preloads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RemoteRoute, RemotesManifest } from '../shell-document/remote-areas';
import { start, type Served } from './served';

export const CHUNK = 'main.0123abcd.js';
export const CHUNK_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
/** The areas of the product's remotes, as their deployments publish them into the shell's manifest of remotes. */
export const AREAS: Record<string, RemoteRoute[]> = {
  reader_app: [
    { prefix: '/', guard: 'anyone' },
    { prefix: '/profile', guard: 'signed-in' },
    { prefix: '/reading-list', guard: 'signed-in' },
  ],
  admin_app: [{ prefix: '/admin', guard: 'admin' }],
};

/** A manifest of remotes with these areas deployed at these mf-manifest.json URLs (by federation name). */
export const remotesAt = (urls: Record<string, string>): RemotesManifest =>
  Object.fromEntries(Object.entries(urls).map(([name, entry]) => [name, { entry, routes: AREAS[name] }]));

export const REMOTE_URLS = {
  reader_app: 'http://localhost:4481/mf-manifest.json',
  admin_app: 'http://localhost:4482/mf-manifest.json',
};
export const REMOTES = remotesAt(REMOTE_URLS);

export interface FixtureOrigins {
  dir: string;
  shell: Served;
  remote: Served;
}

export async function startFixtureOrigins(): Promise<FixtureOrigins> {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>BookNook</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, CHUNK), CHUNK_BODY);
  writeFileSync(join(dir, `${CHUNK}.br`), brotliCompressSync(CHUNK_BODY));
  writeFileSync(join(dir, `${CHUNK}.gz`), gzipSync(CHUNK_BODY));
  writeFileSync(join(dir, 'raw.txt'), 'no compressed variant');
  const [shell, remote] = await Promise.all([
    start({ dir, spa: true, remoteManifest: REMOTES }),
    start({ dir, cors: true }),
  ]);
  return { dir, shell, remote };
}

export function stopFixtureOrigins(origins: Partial<FixtureOrigins>): void {
  origins.shell?.stop();
  origins.remote?.stop();
  if (origins.dir) rmSync(origins.dir, { recursive: true, force: true });
}
