import type { RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../database/database-unavailable';
import type { ImageStore } from './image-store';

/** Where uploaded (and seeded) files are served from. */
export const UPLOADS_PATH = '/api/uploads';

/** Names are random (or, for seeded images, fixed and never rewritten), so a stored image never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * An image a book, an author or a reader refers to: an upload (`<32 hex>.<ext>`) or a seeded image
 * (`seed/covers/<slug>.svg`, `seed/avatars/<slug>.svg`): nothing else, so no path tricks.
 */
const REFERENCED_IMAGE_NAME = /^(?:[a-f\d]{32}\.(?:png|jpg|gif|webp)|seed\/(?:covers|avatars)\/[a-z\d-]+\.svg)$/;

/** What is served: those, and an upload's WebP in each slot width (`<32 hex>.<160|320|640>.webp`, see image-pipeline). */
export const IMAGE_NAME =
  /^(?:[a-f\d]{32}\.(?:png|jpg|gif|webp|(?:160|320|640)\.webp)|seed\/(?:covers|avatars)\/[a-z\d-]+\.svg)$/;

/** An image this API serves and stores may refer to, by the relative URL it hands out (`/api/uploads/<name>`). */
export const isServedImage = (url: string): boolean =>
  url.startsWith(`${UPLOADS_PATH}/`) && REFERENCED_IMAGE_NAME.test(url.slice(UPLOADS_PATH.length + 1));

const notFound = (res: Response) => res.status(404).json({ success: false, message: 'Image not found' });

const SIZED_UPLOAD = /^([a-f\d]{32})\.\d+\.webp$/;

/**
 * The stored name of the upload a missing size belongs to, when that upload exists: one stored before uploads were
 * re-encoded (`npm run uploads:reencode` writes its sizes). Null for any other name.
 */
async function unsizedUpload(store: ImageStore, name: string): Promise<string | null> {
  const publicId = SIZED_UPLOAD.exec(name)?.[1];
  if (!publicId) return null;
  for (const ext of ['jpg', 'png', 'webp', 'gif'])
    if (await store.find(`${publicId}.${ext}`)) return `${publicId}.${ext}`;
  return null;
}

/**
 * GET/HEAD `/api/uploads/<name>`: streams the image from the store with its content type, a strong ETag (304 on a
 * matching If-None-Match) and immutable caching. A size of an upload stored before its sizes existed redirects to the
 * upload (307). Unknown names get a JSON 404, a store that cannot answer a 503.
 */
export function serveUploads(store: ImageStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!IMAGE_NAME.test(name)) return notFound(res);
    let image;
    let original: string | null = null;
    try {
      image = await store.find(name);
      if (!image) original = await unsizedUpload(store, name);
    } catch {
      if (res.headersSent) return;
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return res.status(503).json({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // The request deadline may have answered 503 while the store was stuck.
    if (res.headersSent) return;
    // Not cached: the size appears once the upload is re-encoded.
    if (original) return res.setHeader('Cache-Control', 'no-store').redirect(307, `${req.baseUrl}/${original}`);
    if (!image) return notFound(res);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('ETag', image.etag);
    res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // req.fresh compares If-None-Match with the ETag just set (and honours the client's no-cache).
    if (req.fresh) return res.status(304).end();
    res.setHeader('Content-Length', String(image.length));
    if (req.method === 'HEAD') return res.end();
    // Headers are gone by now: a failure mid-stream can only cut the response short.
    await pipeline(image.open(), res).catch(() => res.destroy());
  };
}
