// The built files of an origin, as a CDN in front of a bucket serves them: the brotli / gzip files written at build
// time (`x.js.br`, `x.js.gz`) are sent when the browser accepts them, with Content-Encoding and Vary: Accept-Encoding;
// the raw file otherwise. Hashed chunks are immutable; everything else is revalidated.
import express, { type Request, type RequestHandler } from 'express';
import mime from 'mime-types';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** How far apart the build may write a file and its compressed copies (they are written in no fixed order). */
const BUILD_WRITE_WINDOW_MS = 2000;

export const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The encodings a request accepts (q=0 excluded), e.g. 'gzip, deflate, br'. */
export function accepted(req: Request): Set<string> {
  const header = String(req.headers['accept-encoding'] ?? '');
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/** Hashed chunks never change; entry points and manifests must be revalidated so a redeploy is seen at once. */
const immutable = (path: string) => /\.[0-9a-f]{8}\.(js|css)$/.test(path);
const cacheControl = (path: string) => (immutable(path) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Precompressed variants, negotiated like a CDN: the smallest encoding the browser accepts that was built. */
export function precompressedFiles(dir: string): RequestHandler {
  const root = normalize(dir + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file;
    try {
      file = normalize(join(dir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root)) return next();
    const encodings = accepted(req);
    for (const [encoding, suffix] of ENCODINGS) {
      if (!encodings.has(encoding) || !existsSync(file + suffix) || !statSync(file + suffix).isFile()) continue;
      // A file edited after the build (a deployment setting) must not be shadowed by its stale compressed copy. The
      // build writes a file and its copies within milliseconds of each other, in no fixed order: only a file written
      // clearly later than its copy was edited.
      if (existsSync(file) && statSync(file).mtimeMs - statSync(file + suffix).mtimeMs > BUILD_WRITE_WINDOW_MS)
        continue;
      res.setHeader('Vary', 'Accept-Encoding');
      return res.sendFile(file + suffix, {
        // An immutable file is never revalidated: no date to send with it (Express keeps its ETag setting).
        lastModified: !immutable(file),
        acceptRanges: false,
        headers: {
          'Content-Type': mime.contentType(extname(file)) || 'application/octet-stream',
          'Content-Encoding': encoding,
          'Cache-Control': cacheControl(file),
        },
      });
    }
    next();
  };
}

/** The files as built; `spa`: no index.html for a folder (the shell's pages answer those). */
export function builtFiles(dir: string, spa: boolean): RequestHandler {
  return express.static(dir, {
    index: spa ? false : 'index.html',
    setHeaders(res, path) {
      res.setHeader('Cache-Control', cacheControl(path));
      // The same URL has compressed variants: caches must key on the encoding.
      if (existsSync(path + '.gz') || existsSync(path + '.br')) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
