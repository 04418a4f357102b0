// The <head> a shared link or a search engine reads from a page's HTML before any script runs: its title, a
// description, the canonical URL, Open Graph and Twitter card tags, and schema.org JSON-LD. Built by the reader
// deployment's edge (reader-app.ts) from the API's public reads, as a visitor sees them; the shell's server puts
// it into the page's index.html.
const PRODUCT = 'BookNook';
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JSON-LD block: never run (a data block, which the CSP does not concern), `<` escaped so no text can end it. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis. */
export function summary(text: string | null | undefined): string {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An image URL as a crawler needs it: absolute (an upload's `/api/uploads/...` is on the site's origin). */
const absolute = (url: string | null | undefined, site: string) => (url ? new URL(url, site).href : '');

const breadcrumbs = (site: string, trail: [string, string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: new URL(path, site).href,
  })),
});

/**
 * The head's markup: `title` (without the product's name), `description`, `url` (the canonical page), `image`
 * (absolute, or none), `type` (Open Graph's), `data` (the page's JSON-LD object), and `trail`: the page's breadcrumbs
 * after the home page, names and paths on `site` (the page's own last).
 */
interface Head {
  title: string;
  description: string;
  url: string;
  image: string;
  /** The image's size and text, when known (a book's preview picture). */
  imageSize?: { width: number; height: number; alt: string };
  type: string;
  data: object;
  trail: [string, string][];
  site: string;
}

function renderHead({ title, description, url, image, imageSize, type, data, trail, site }: Head): string {
  const fullTitle = `${title} · ${PRODUCT}`;
  const meta = (attribute: string, name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', PRODUCT),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:type', type),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && imageSize
      ? [
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(imageSize.width)),
          meta('property', 'og:image:height', String(imageSize.height)),
          meta('property', 'og:image:alt', imageSize.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(image && imageSize ? [meta('name', 'twitter:image:alt', imageSize.alt)] : []),
    jsonLd(data),
    jsonLd(breadcrumbs(site, [[PRODUCT, '/'], ...trail])),
  ].join('');
}

/** The fields of the API's public reads (as a visitor) that a head shows. */
export interface Book {
  _id: string;
  title: string;
  author?: { _id: string; name: string } | null;
  coverImage?: string | null;
  description?: string | null;
  isbn?: string | null;
  publishedDate?: string | null;
  reviewCount?: number;
  averageRating?: number;
}
export interface Author {
  _id: string;
  name: string;
  avatar?: string | null;
  biography?: string | null;
  nationality?: string | null;
  birthDate?: string | null;
}
export interface Series {
  _id: string;
  name: string;
  description?: string | null;
  entries?: { position: number; book: { _id: string; title: string; coverImage?: string | null } }[];
}
export interface Reader {
  username: string;
  avatar?: string | null;
  bio?: string | null;
  visible?: { list?: boolean; activity?: boolean };
}

/** Where the API stores and serves images: a cover there has a preview picture drawn from it. */
const STORED_IMAGES = '/api/uploads/';
/** The API's preview picture of a book's stored cover (GET /api/books/:id/preview-image): a JPEG of this size. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 };
const previewImage = (id: string) => `/api/books/${encodeURIComponent(id)}/preview-image`;

/**
 * A published book (GET /api/books/:id as a visitor). Its preview names the API's 1200x630 JPEG of its cover, which
 * platforms draw (an SVG cover they would not); a cover linked from another site is named as it is.
 */
export function bookHead(book: Book, site: string): string {
  const url = new URL(`/books/${book._id}`, site).href;
  const image = absolute(book.coverImage, site);
  const stored = book.coverImage?.startsWith(STORED_IMAGES) ?? false;
  const byline = book.author ? ` by ${book.author.name}` : '';
  const description = summary(book.description) || `${book.title}${byline}: ratings and reviews on ${PRODUCT}.`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    url,
    ...(book.author
      ? {
          author: { '@type': 'Person', name: book.author.name, url: new URL(`/authors/${book.author._id}`, site).href },
        }
      : {}),
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(image ? { image } : {}),
    ...(book.publishedDate ? { datePublished: book.publishedDate.slice(0, 10) } : {}),
    ...(book.description ? { description: summary(book.description) } : {}),
    ...((book.reviewCount ?? 0) > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: book.averageRating,
            ratingCount: book.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return renderHead({
    title: `${book.title}${byline}`,
    description,
    url,
    image: stored ? absolute(previewImage(book._id), site) : image,
    ...(stored ? { imageSize: { ...PREVIEW_IMAGE, alt: `The cover of ${book.title}${byline}` } } : {}),
    type: 'book',
    data,
    trail: [
      ['Books', '/books'],
      [book.title, url],
    ],
    site,
  });
}

/** An author (GET /api/authors/:id). */
export function authorHead(author: Author, site: string): string {
  const url = new URL(`/authors/${author._id}`, site).href;
  const image = absolute(author.avatar, site);
  const description = summary(author.biography) || `Books by ${author.name}: ratings and reviews on ${PRODUCT}.`;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: author.name,
    url,
    ...(image ? { image } : {}),
    ...(author.biography ? { description: summary(author.biography) } : {}),
    ...(author.nationality ? { nationality: author.nationality } : {}),
    ...(author.birthDate ? { birthDate: author.birthDate.slice(0, 10) } : {}),
  };
  return renderHead({
    title: author.name,
    description,
    url,
    image,
    type: 'profile',
    data: person,
    trail: [
      ['Authors', '/authors'],
      [author.name, url],
    ],
    site,
  });
}

/** A series' page (GET /api/series/:id as a visitor): its books in reading order; the first one's cover as its image. */
export function seriesHead(series: Series, site: string): string {
  const url = new URL(`/series/${series._id}`, site).href;
  const entries = series.entries ?? [];
  const image = absolute(entries[0]?.book.coverImage, site);
  const books = entries.length === 1 ? '1 book' : `${entries.length} books`;
  const description = summary(series.description) || `${series.name}: ${books} in reading order on ${PRODUCT}.`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BookSeries',
    name: series.name,
    url,
    ...(series.description ? { description: summary(series.description) } : {}),
    hasPart: entries.map((e) => ({
      '@type': 'Book',
      name: e.book.title,
      url: new URL(`/books/${e.book._id}`, site).href,
      position: e.position,
    })),
  };
  return renderHead({
    title: series.name,
    description,
    url,
    image,
    type: 'website',
    data,
    trail: [
      ['Books', '/books'],
      [series.name, url],
    ],
    site,
  });
}

/** A reader's public profile (GET /api/readers/:username as a visitor). */
export function readerHead(reader: Reader, site: string): string {
  const url = new URL(`/readers/${encodeURIComponent(reader.username)}`, site).href;
  const image = absolute(reader.avatar, site);
  const description =
    summary(reader.bio) || `What ${reader.username} is reading, their reviews and reading list on ${PRODUCT}.`;
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: reader.username,
    alternateName: reader.username,
    url,
    ...(image ? { image } : {}),
    ...(reader.bio ? { description: summary(reader.bio) } : {}),
  };
  return renderHead({
    title: reader.username,
    description,
    url,
    image,
    type: 'profile',
    data: person,
    trail: [[reader.username, url]],
    site,
  });
}

export interface Club {
  _id: string;
  name: string;
  description?: string | null;
  visibility: 'public' | 'private';
  memberCount?: number;
  coverImage?: string | null;
}

/**
 * A club (GET /api/clubs/:id as a visitor). A public club's page is previewed and indexed like a book's; a private
 * one's is titled for whoever holds its link, and kept out of search engines.
 */
export function clubHead(club: Club, site: string): string {
  if (club.visibility !== 'public')
    return `<title>${escapeHtml(`${club.name} · ${PRODUCT}`)}</title><meta name="robots" content="noindex">`;
  const url = new URL(`/clubs/${club._id}`, site).href;
  const image = absolute(club.coverImage, site);
  const description =
    summary(club.description) || `${club.name}: a book club on ${PRODUCT}, reading one book together at its own pace.`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: club.name,
    url,
    ...(image ? { logo: image } : {}),
    ...(club.description ? { description: summary(club.description) } : {}),
  };
  return renderHead({
    title: club.name,
    description,
    url,
    image,
    type: 'website',
    data: organization,
    trail: [
      ['Book clubs', '/clubs'],
      [club.name, url],
    ],
    site,
  });
}

/** A page that does not exist (or not for a visitor): not to be indexed; the app says what is missing. */
export const notFoundHead = () => `<title>Page not found · ${PRODUCT}</title><meta name="robots" content="noindex">`;
