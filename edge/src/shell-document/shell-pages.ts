// The shell's pages: client routes (no file extension) and the root are its index.html, with its preloads (a `Link`
// header) and, for a reader page, a static first paint assembled like an edge include (ESI) would: the shell's frame
// (its first-paint.json: skip link, navbar, empty main, footer) in index.html's #root, the remote's first paint of the
// URL (its first-paint.json, read like route-chunks.json) in the frame's <main>, and the stylesheets both need in
// <head>, so the page paints from the HTML before any script runs (React's first render replaces it). The remotes'
// edge pages add a page's status and head, their documents (the sitemap) and robots.txt.
import type { Express, Request } from 'express';
import { join } from 'node:path';
import type { PaintedPage } from '../first-paint/first-paint-module';
import { readWhenChanged } from '../static-origin/deployed-file';
import { assembleFirstPaint, withHead } from './assemble';
import { createEdgePages } from './edge-pages';
import { defaultViewOf, pagePath, preloadLinks, readFirstImages, type RouteImages } from './preload-links';
import { entryUrls, guardedPrefixes, ownerOf, type RemotesManifest } from './remote-areas';
import { firstPaintPages, hintsCache, readRemoteFiles, type RemoteFiles } from './remote-files';
import { documentSender } from './send-document';

/** The shell's own pages that search engines have no use for: signing in, the API (and the guarded areas). */
const SHELL_PRIVATE_PATHS = ['/login', '/register', '/api'];

/**
 * The remote whose App renders a shell URL, by the manifest of remotes (longest prefix): none for the shell's own
 * sign-in pages (as shell/src/bootstrap.tsx).
 */
function remoteForPath(manifest: RemotesManifest, path: string) {
  return path === '/login' || path === '/register' ? null : ownerOf(manifest, path);
}

export interface ShellPagesOptions {
  dir: string;
  /** The manifest of remotes, now. */
  remotes: () => RemotesManifest;
  apiTarget?: string;
  routeReads?: Record<string, string[]>;
  routeImages?: Record<string, RouteImages>;
  /** The site's public origin (static-origin/public-origin.ts): configuration, never the request's `Host`. */
  publicOrigin: () => string;
}

export async function serveShellPages(app: Express, options: ShellPagesOptions): Promise<void> {
  const { dir, remotes: currentManifest, apiTarget, routeReads, routeImages, publicOrigin } = options;
  // The shell's own first paint (frames per path, and where in them a page goes) and its index.html.
  const shellFrames = readWhenChanged(join(dir, 'first-paint.json'), (text) => {
    const json = JSON.parse(text);
    return json.pageSlot
      ? { frames: firstPaintPages(json, (file) => `/${file}`), slot: json.pageSlot as string }
      : null;
  });
  const indexHtml = readWhenChanged(join(dir, 'index.html'), (text) => text);
  const sendDocument = documentSender();
  const remotes = hintsCache(readRemoteFiles);
  await Promise.all(entryUrls(currentManifest()).map(remotes.refresh));
  const images = hintsCache((route) =>
    readFirstImages(apiTarget as string, (routeImages as Record<string, RouteImages>)[route]),
  );
  const firstImages =
    apiTarget && routeImages ? (route: string) => (routeImages[route] ? images.get(route) : null) : undefined;
  // Read once at start, so the first visitor of a page gets its images preloaded too.
  if (firstImages && routeImages) await Promise.all(Object.keys(routeImages).map(images.refresh));
  // The remotes' edge pages: heads and statuses of the pages they render, their documents, and robots.txt.
  const edgePages = createEdgePages({
    remotes: () => entryUrls(currentManifest()),
    disallow: () => [...SHELL_PRIVATE_PATHS, ...guardedPrefixes(currentManifest())],
  });
  await edgePages.ready();
  const site = publicOrigin;

  /**
   * The remote's first paint of this exact URL (a query string changes what a page shows), if it published one;
   * not a page painted with data that is no longer fresh (the client would read it again and show other books), nor
   * one the remote says a request with a given cookie would not show (a reader's other view of it).
   */
  function remotePage(req: Request, remoteFiles: RemoteFiles): PaintedPage | null {
    const path = defaultViewOf(req);
    const page = path === null ? undefined : remoteFiles.firstPaint[path];
    if (!page || (page.expiresAt as number) < Date.now()) return null;
    const cookies = String(req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim());
    return page.unlessCookie && cookies.includes(page.unlessCookie) ? null : page;
  }

  /**
   * A reader page's HTML with its static first paint: the shell's frame of the path with the remote's `page`; the
   * frame alone when the remote is down (its page will be the shell's fallback). None (index.html as built) when
   * the remote has no paint of the page.
   */
  function firstPaintDocument(req: Request, remoteFiles: RemoteFiles | null, page: PaintedPage | null): string | null {
    const shell = shellFrames();
    const html = indexHtml();
    if (!shell || !html) return null;
    const frame = shell.frames[pagePath(req)] ?? shell.frames['*'];
    if (!frame) return null;
    if (!remoteFiles) return assembleFirstPaint(html, frame, null, shell.slot);
    return page ? assembleFirstPaint(html, frame, page, shell.slot) : null;
  }

  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(edgePages.robots(site()));
  });
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !edgePages.isDocument(req.path)) return next();
    const answer = await edgePages.document(req.path, site());
    if (!answer) return res.status(503).type('text/plain').send('Not available right now, please try again later\n');
    res.setHeader('Cache-Control', 'no-cache');
    res.status(answer.status).type(answer.type).send(answer.body);
  });
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) return next();
    if (req.path === '/' || req.path === '/index.html' || !/\.[^/]+$/.test(req.path)) {
      const owner = remoteForPath(currentManifest(), req.path);
      const manifestUrl = owner?.entry;
      const remoteFiles = manifestUrl ? remotes.get(manifestUrl) : null;
      // A public page is painted first (the shell's frame, with the remote's paint of it when it publishes one).
      const paints = owner?.guard === 'anyone';
      const page = paints && remoteFiles ? remotePage(req, remoteFiles) : null;
      // A page painted with its data brought its first reads' answers: no need to preload them.
      res.setHeader(
        'Link',
        preloadLinks(req, {
          routeReads: apiTarget && !page?.withData ? routeReads : undefined,
          remoteFiles,
          firstImages,
        }),
      );
      const document = paints ? firstPaintDocument(req, remoteFiles, page) : null;
      // A page a remote's edge renders (a book, an author, a reader): its status, and its head for previews (a
      // shared link's query string, e.g. a campaign's, changes neither).
      const edgePage = remoteFiles && manifestUrl ? await edgePages.head(manifestUrl, pagePath(req), site()) : null;
      // A page that moved for good (a merged book's or author's): to the page it moved to, with the query string,
      // asked again like the page itself (its edge keeps the answer as long as a head).
      if (edgePage?.status === 301 && edgePage.location && /^\/(?![/\\])/.test(edgePage.location)) {
        res.removeHeader('Link');
        res.setHeader('Cache-Control', 'no-cache');
        return res.redirect(301, `${edgePage.location}${new URL(req.originalUrl, 'http://site').search}`);
      }
      // The edge painted the page with its data (a book, an author): that paint, unless a query string asks for
      // another view of it.
      const painted =
        edgePage?.paint && remoteFiles && defaultViewOf(req) !== null
          ? firstPaintDocument(req, remoteFiles, {
              ...edgePage.paint,
              css: edgePage.paint.css.map((file) => new URL(file, remoteFiles.base).href),
            })
          : null;
      if (edgePage && (edgePage.head || edgePage.status === 404 || painted)) {
        const html = painted ?? document ?? indexHtml();
        if (html) return sendDocument(req, res, withHead(html, edgePage.head ?? ''), edgePage.status);
      }
      if (document) return sendDocument(req, res, document);
      req.url = '/index.html';
    }
    next();
  });
}
