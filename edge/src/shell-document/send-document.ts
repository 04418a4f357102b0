import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { accepted, ENCODINGS } from '../static-origin/files';

/**
 * Sends an assembled document (the shell's index.html with a first paint or a head), compressed once per content (a
 * handful: a page per path and remote release) in the best encoding the browser accepts, and revalidated.
 */
export function documentSender() {
  const compressed = new LRUCache<string, { br: Buffer; gzip: Buffer }>({ max: 64 });
  return function sendDocument(req: Request, res: Response, html: string, status = 200): void {
    let variants = compressed.get(html);
    if (!variants) {
      variants = {
        br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(html, variants);
    }
    const encoding = ENCODINGS.map(([name]) => name).find((name) => accepted(req).has(name));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.status(status);
    // Express adds the ETag of these bytes and answers 304 to a browser that has them.
    res.send(encoding ? variants[encoding] : Buffer.from(html));
  };
}
