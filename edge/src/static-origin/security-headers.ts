// Strict security headers (helmet) on documents: a CSP allowing scripts only from this origin and the remotes'
// origins, no inline script, no framing; a referrer policy. Scripts, styles and manifests get only the headers that act
// on them (nosniff, the resource policy): a document's policies do nothing on a script but cost about 0.8 KB per
// response, some 15 KB of a phone's first render (HTTP/1.1 does not compress headers).
import type { RequestHandler } from 'express';
import helmet from 'helmet';

type CspOptions = Exclude<NonNullable<Parameters<typeof helmet>[0]>['contentSecurityPolicy'], boolean | undefined>;

/**
 * The Content-Security-Policy of an origin. `scriptOrigins` are the other origins whose code the page runs
 * (the remotes, for the shell); `apiOrigin` is where the API lives when it is not proxied under this origin.
 */
export function contentSecurityPolicy({
  scriptOrigins = [],
  apiOrigin,
}: { scriptOrigins?: string[]; apiOrigin?: string } = {}): CspOptions {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptOrigins],
      // React style attributes and the remotes' CSS (injected <style> from their chunks) need inline styles.
      styleSrc: ["'self'", "'unsafe-inline'", ...scriptOrigins],
      // Remotes' manifests and chunks are fetched from their origins; the API's reads from its own.
      connectSrc: ["'self'", ...scriptOrigins, ...api],
      // Any http(s) image: administrators may give a cover or an author's photo as a link to another site (the
      // spec's Image URL mode). Readers' avatars cannot be links (the API refuses and hides them), so a reader cannot
      // make visitors' browsers call a server of theirs.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:', ...scriptOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

const origin = (url: string) => new URL(url).origin;

/** A document: the root, an .html file, or a client route (no file extension), as the shell's fallback decides. */
export const isDocument = (path: string) => path === '/' || path.endsWith('.html') || !/\.[^/]+$/.test(path);

/**
 * The headers of every response: a document's policies, with the origins of the remotes (`remotes()`: their manifest
 * URLs now) in its CSP; a file's own. `cors`: a remote, whose files the shell's page loads from another origin.
 */
export function securityHeaders({
  remotes,
  apiOrigin,
  cors,
}: {
  remotes: () => string[];
  apiOrigin?: string;
  cors: boolean;
}): RequestHandler {
  const headersFor = new Map<string, RequestHandler>();
  return (req, res, next) => {
    if (!isDocument(req.path)) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A remote's files are loaded by the shell's page from another origin.
      res.setHeader('Cross-Origin-Resource-Policy', cors ? 'cross-origin' : 'same-origin');
      return next();
    }
    const scriptOrigins = [...new Set(remotes().map(origin))];
    const key = scriptOrigins.join(' ');
    let headers = headersFor.get(key);
    if (!headers) {
      headers = helmet({
        contentSecurityPolicy: contentSecurityPolicy({ scriptOrigins, apiOrigin }),
        xFrameOptions: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        // A remote's files are loaded by the shell's page from another origin.
        crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: false, // plain HTTP here; the TLS terminator in front sets it (see docs/security.md)
      });
      headersFor.set(key, headers);
    }
    headers(req, res, next);
  };
}
