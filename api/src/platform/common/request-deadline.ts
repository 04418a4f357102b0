import type { RequestHandler } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../database/database-unavailable';

/**
 * No request waits on a stuck dependency longer than `ms`: past it the client gets an honest 503 with Retry-After,
 * and whatever the handler produces later is dropped (the exception filter sees `headersSent`).
 * Uploads are exempt: their body alone may take longer than the deadline on a slow network.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    if (ms <= 0 || req.is('multipart/form-data')) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
