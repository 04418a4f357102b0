// The site's sitemap (sitemaps.org) and robots.txt. The reader deployment's edge (reader-app.ts) renders the
// sitemap from the API's sitemap reads: an index at /sitemap.xml naming one file per kind and page
// (/sitemaps/books-1.xml...), each of at most 50,000 URLs with their last change. The shell's server answers
// /robots.txt from the paths each app keeps out of search engines and the sitemaps they publish.

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** What each kind of page is: its API read (`/api/sitemap/<kind>`) and the page's path from an entry. */
export interface SitemapEntry {
  id?: string;
  username?: string;
  updatedAt: string;
}
type Kind = 'books' | 'authors' | 'series' | 'readers';
const KINDS: Record<Kind, (entry: SitemapEntry) => string> = {
  books: (entry) => `/books/${entry.id}`,
  authors: (entry) => `/authors/${entry.id}`,
  series: (entry) => `/series/${entry.id}`,
  readers: (entry) => `/readers/${encodeURIComponent(entry.username ?? '')}`,
};

const escapeXml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The files of the index: `<kind>-<page>.xml` for each kind's count (GET /api/sitemap), none for an empty kind. */
export function sitemapFiles(counts: Partial<Record<string, number>>, pageSize = SITEMAP_PAGE_SIZE): string[] {
  return (Object.keys(KINDS) as Kind[]).flatMap((kind) =>
    Array.from({ length: Math.ceil((counts[kind] ?? 0) / pageSize) }, (_, i) => `${kind}-${i + 1}.xml`),
  );
}

/** The sitemap index at /sitemap.xml: absolute URLs of its files on `site` (the public origin). */
export function sitemapIndex(files: string[], site: string): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${file}`, site).href)}</loc></sitemap>`,
  );
  return `${XML}<sitemapindex ${NS}>${items.join('')}</sitemapindex>\n`;
}

/** A file's kind and page from its name (`books-2.xml`), or null for a name no index gives. */
export function parseSitemapFile(name: string): { kind: Kind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match && Object.hasOwn(KINDS, match[1]) ? { kind: match[1] as Kind, page: Number(match[2]) } : null;
}

/** One file: the pages of `entries` (an API sitemap page of `kind`) with their last change. */
export function sitemapPage(kind: Kind, entries: SitemapEntry[], site: string): string {
  return urlSet(
    entries.map((entry) => ({ path: KINDS[kind](entry), updatedAt: entry.updatedAt })),
    site,
  );
}

/** A sitemap file of pages (paths on `site`) with their last change. */
export function urlSet(pages: { path: string; updatedAt: string }[], site: string): string {
  const items = pages.map(
    ({ path, updatedAt }) =>
      `<url><loc>${escapeXml(new URL(path, site).href)}</loc><lastmod>${escapeXml(updatedAt)}</lastmod></url>`,
  );
  return `${XML}<urlset ${NS}>${items.join('')}</urlset>\n`;
}

/** robots.txt: every crawler kept out of `disallow` (path prefixes), pointed to `sitemaps` (absolute URLs). */
export function robotsTxt({ disallow, sitemaps }: { disallow: string[]; sitemaps: string[] }): string {
  return [
    'User-agent: *',
    ...[...new Set(disallow)].map((path) => `Disallow: ${path}`),
    '',
    ...sitemaps.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}
