import type { Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** Headers by which a proxy tells the next hop about the client: only this proxy may set them for the API. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

/**
 * The shell's /api, proxied to the API at `apiTarget`. The API counts its rate limits per client address, believing
 * X-Forwarded-For from this proxy's hop only (`npm start` runs it with TRUST_PROXY naming it): what a client sent as
 * forwarding headers is dropped, and the proxy sets them afresh from the client's own connection (xfwd), so no client
 * can pass for another. The API sets its own headers; the proxy comes before ours.
 */
export function proxyApi(app: Express, apiTarget: string): void {
  app.use('/api', (req, _res, next) => {
    for (const header of FORWARDING_HEADERS) delete req.headers[header];
    next();
  });
  app.use(createProxyMiddleware({ target: apiTarget, changeOrigin: false, pathFilter: '/api', xfwd: true }));
}
