import express, { type RequestHandler } from 'express';

/** Where uploaded (and seeded) files are served from. */
export const UPLOADS_PATH = '/api/uploads';

/**
 * Static files of the upload directory. Names are random and never reused, so browsers may cache them
 * for good; a missing file falls through to the API's JSON 404.
 */
export function serveUploads(dir: string): RequestHandler {
  return express.static(dir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
