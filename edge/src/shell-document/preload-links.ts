// The preloads the shell's index.html is sent with (a `Link` header): what the page the URL shows needs, so it loads
// in parallel with the shell's code instead of one round trip after another.
import type { Request } from 'express';
import { routeFiles, type RemoteFiles } from './remote-files';

/** A page's first images: the read whose answer names them, where in it, and how many the page shows first. */
export interface RouteImages {
  read: string;
  images: string;
  first: number;
}

/** The page a request is for: its path without a trailing slash (`/books/` is `/books`). */
export const pagePath = (req: Request) => req.path.replace(/(.)\/$/, '$1');

/**
 * The page a request is for when it asks for the page's default view, the one its reads, first images and first paint
 * are published for; null when a query string (filters, a page number) may change what the page shows.
 */
export const defaultViewOf = (req: Request): string | null => (req.originalUrl.includes('?') ? null : pagePath(req));

/** The values at `path` of a JSON answer: dot-separated keys, `*` for every element of an array. */
export function valuesAt(json: unknown, path: string): unknown[] {
  return path
    .split('.')
    .reduce<unknown[]>(
      (values, key) =>
        values.flatMap((v) =>
          key === '*'
            ? Array.isArray(v)
              ? v
              : []
            : v != null && typeof v === 'object'
              ? [(v as Record<string, unknown>)[key]]
              : [],
        ),
      [json],
    );
}

/**
 * The first images a page shows, from the API answer it renders them from (`hint`: the remote's route-images.json
 * entry for the page: `read`, the API URL; `images`, where the image URLs are in its answer; `first`, how many
 * the page shows first), read by the shell's server as an anonymous visitor.
 */
export async function readFirstImages(apiTarget: string, hint: RouteImages): Promise<string[] | null> {
  const res = await fetch(new URL(hint.read, apiTarget), { signal: AbortSignal.timeout(2000) });
  if (!res.ok) return null;
  const urls = valuesAt(await res.json(), hint.images).filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  return urls.slice(0, hint.first);
}

/**
 * The preloads of a shell page, sent as a `Link` header with its index.html (the file itself is served as built,
 * byte for byte): the runtime manifest, the remote the URL renders (its manifest, entry and first chunks) and the
 * API reads its page starts with (`routeReads`, published by the remote) and the first images it shows (`firstImages`,
 * from the answer of one of those reads), so they load with the shell's code instead of after it. A preload that
 * failed (a remote that was down) answers the next request of its URL with its failure: a Retry in the shell asks for
 * that remote's files under other URLs, and loads the remote again for each page chunk that fails for the first time
 * since the click (shell/src/remotes/).
 */
export function preloadLinks(
  req: Request,
  {
    routeReads,
    remoteFiles,
    firstImages,
  }: {
    routeReads?: Record<string, string[]>;
    remoteFiles: RemoteFiles | null;
    firstImages?: (route: string) => string[] | null;
  },
): string {
  const links = ['</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous'];
  const path = pagePath(req);
  if (remoteFiles) {
    // As the federation runtime loads them: the manifest with fetch(), the scripts without a crossorigin attribute.
    links.push(`<${remoteFiles.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
    // Scripts and styles as the remote's chunk loading inserts them: no crossorigin attribute.
    for (const file of [...remoteFiles.scripts, ...routeFiles(remoteFiles.routes, path)])
      links.push(`<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`);
  }
  // Only the exact URL a page reads by default: a query string (filters, page) changes its reads.
  const route = defaultViewOf(req) ?? '';
  for (const read of routeReads?.[route] ?? [])
    links.push(`<${encodeURI(read)}>; rel=preload; as=fetch; crossorigin=anonymous`);
  // The page's first images (its LCP on /books: a cover), as its <img fetchpriority=high> asks for them; none when
  // its remote is down (no page shows them).
  if (route && remoteFiles)
    for (const image of firstImages?.(route) ?? [])
      links.push(`<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`);
  return links.join(', ');
}
