// The clubs deployment's edge: the head and status of a club's page (a public club previewed and indexed like a
// book, a private one kept out of search engines: page-head.ts) and the clubs' sitemap (/clubs/sitemap.xml, named in
// robots.txt), from the API's public reads as a visitor. Its pages are its route manifest's (routes.manifest.json's
// `head`): the shell and the other deployments name none of them.
import { createRemoteEdge, SITEMAP_READ_TIMEOUT_MS, type EdgeOptions } from './create-remote-edge';
import { clubHead, type Club } from './page-head';
import { SITEMAP_PAGE_SIZE, urlSet, type SitemapEntry } from './sitemap';
import type { RemoteEdge } from './remote-edge';

/** The clubs' sitemap: one file of public clubs (the protocol's 50,000 URLs; past that, the oldest are listed). */
const SITEMAP = '/clubs/sitemap.xml';
/** A club's id as the API gives it: anything else under the area (`/clubs/new`) is another page of the remote's. */
const CLUB_ID = /^[0-9a-f]{24}$/;

export function createEdge(options: EdgeOptions): RemoteEdge {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  return createRemoteEdge(options, {
    heads: {
      club: {
        accepts: ({ id }) => CLUB_ID.test(id),
        read: ({ id }) => `clubs/${id}`,
        head: (club: Club, site) => clubHead(club, site),
      },
    },
    documents: { documents: [SITEMAP], robots: { disallow: ['/clubs/new'], sitemaps: [SITEMAP] } },
    async renderDocument(read, site, path) {
      if (path !== SITEMAP) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
      const entries = await read<SitemapEntry[]>(`sitemap/clubs?page=1&limit=${pageSize}`, SITEMAP_READ_TIMEOUT_MS);
      if (!entries) throw new Error('GET sitemap/clubs found nothing');
      const pages = entries.map((entry) => ({ path: `/clubs/${entry.id}`, updatedAt: entry.updatedAt }));
      return { status: 200, type: 'application/xml; charset=utf-8', body: urlSet(pages, site) };
    },
  });
}
