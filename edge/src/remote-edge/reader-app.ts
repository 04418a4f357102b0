// The reader deployment's edge, as a CDN edge function would run it: the heads of the pages a link preview or a search
// engine reads (a book, an author, a series, a public reader: page-head.ts) with their HTTP status, and the sitemap (sitemap.ts),
// from the API's public reads as a visitor. Which pages have a head, and of what kind, is the reader's route manifest
// (routes.manifest.json's `head`); its edge routes (/edge-routes.json) tell the shell's server which paths it renders:
// the shell names none of them (serve-edge.ts serves them, /edge/head and /edge/document).
import { findRoute } from '../routes';
import {
  createRemoteEdge,
  SITEMAP_READ_TIMEOUT_MS,
  type EdgeOptions,
  type EdgePage,
  type RemoteEdgeKinds,
} from './create-remote-edge';
import {
  authorHead,
  bookHead,
  readerHead,
  seriesHead,
  type Author,
  type Book,
  type Reader,
  type Series,
} from './page-head';
import { SITEMAP_PAGE_SIZE, parseSitemapFile, sitemapFiles, sitemapIndex, sitemapPage } from './sitemap';
import type { SitemapEntry } from './sitemap';
import type { RemoteEdge } from './remote-edge';

export type { EdgeOptions } from './create-remote-edge';

/** A visitor's public profile shows its list and activity: only then is it a page worth previewing and indexing. */
const isPublic = (reader: Reader) => reader.visible?.list === true && reader.visible?.activity === true;

/** The kinds of page, by the route manifest's `head`: the read of one (from `:id` or `:username`) and its head. */
const HEADS: Record<string, EdgePage> = {
  book: {
    read: ({ id }) => `books/${encodeURIComponent(id)}`,
    head: (book: Book, site) => bookHead(book, site),
  },
  author: {
    read: ({ id }) => `authors/${encodeURIComponent(id)}`,
    head: (author: Author, site) => authorHead(author, site),
  },
  series: {
    read: ({ id }) => `series/${encodeURIComponent(id)}`,
    head: (series: Series, site) => seriesHead(series, site),
  },
  reader: {
    read: ({ username }) => `readers/${encodeURIComponent(username)}`,
    head: (reader: Reader, site) => (isPublic(reader) ? readerHead(reader, site) : null),
  },
};

export function createEdge(options: EdgeOptions): RemoteEdge {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const kinds: RemoteEdgeKinds = {
    heads: HEADS,
    documents: {
      documents: ['/sitemap.xml', '/sitemaps/:file'],
      robots: { disallow: ['/reading-list', '/profile'], sitemaps: ['/sitemap.xml'] },
    },
    /** The sitemap's files: the index and each kind's pages. */
    async renderDocument(read, site, path) {
      const xml = (body: string) => ({ status: 200, type: 'application/xml; charset=utf-8', body });
      const notFound = { status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' };
      if (path === '/sitemap.xml') {
        const counts = await read<Record<string, number>>('sitemap');
        if (!counts) throw new Error('GET sitemap found nothing');
        return xml(sitemapIndex(sitemapFiles(counts, pageSize), site));
      }
      const file = findRoute(['/sitemaps/:file'], path) && parseSitemapFile(path.slice('/sitemaps/'.length));
      if (!file) return notFound;
      const entries = await read<SitemapEntry[]>(
        `sitemap/${file.kind}?page=${file.page}&limit=${pageSize}`,
        SITEMAP_READ_TIMEOUT_MS,
      );
      // A file past the last page is no file (the first page of an empty kind is an empty list).
      if (!entries || (entries.length === 0 && file.page > 1)) return notFound;
      return xml(sitemapPage(file.kind, entries, site));
    },
  };
  return createRemoteEdge(options, kinds);
}
