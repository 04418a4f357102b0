// Link previews, statuses, the sitemap and robots.txt as the product serves them: the API from its sources on a seeded
// embedded database, the reader remote's deployment with its edge (remote-edge/reader-app.ts) and the shell's server
// in front (testing/site.ts), each on its own origin as `npm start` runs them. The HTML and XML are parsed (jsdom),
// the JSON-LD read with JSON.parse.
import sharp from 'sharp';
import { get } from '../testing/served';
import { headOf, locs, parseXml, startSite, type Site } from '../testing/site';

/** URLs per sitemap file here, so a few books already need several files. */
const PAGE_SIZE = 4;

/** A document the API made: what these pages need of it. */
interface Made {
  _id: string;
}

let site: Site;
let admin: string;
let dune: Made;
let frank: Made;
let draft: Made;
let saga: Made;

async function api<T = Made>(
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: object; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${site.api}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}
const signIn = async (email: string, password: string) =>
  (await api<{ token: string }>('/auth/login', { method: 'POST', body: { email, password } })).token;

beforeAll(async () => {
  site = await startSite(PAGE_SIZE);
  admin = await signIn('admin@example.com', 'admin123');
  frank = await api('/authors', {
    method: 'POST',
    token: admin,
    body: { name: 'Frank Herbert', biography: 'American novelist.', avatar: '/api/uploads/frank.png' },
  });
  dune = await api('/books', {
    method: 'POST',
    token: admin,
    body: {
      title: 'Dune',
      author: frank._id,
      coverImage: '/api/uploads/dune.png',
      description: 'A desert planet & a <spice>.',
      publishedDate: '1965-08-01',
      isbn: '9780441013593',
    },
  });
  draft = await api('/books', {
    method: 'POST',
    token: admin,
    body: { title: 'Dune Messiah (draft)', author: frank._id, coverImage: '/api/uploads/m.png', status: 'draft' },
  });
  saga = await api('/series', {
    method: 'POST',
    token: admin,
    body: {
      name: 'Dune Chronicles',
      description: 'The desert saga.',
      entries: [
        { work: dune._id, position: 1 },
        { work: draft._id, position: 2 },
      ],
    },
  });
  const reader = await signIn('user@example.com', 'user123');
  await api('/reviews', {
    method: 'POST',
    token: reader,
    body: { book: dune._id, rating: 4, title: 'Spice', content: 'A classic of the genre, worth it.' },
  });
}, 300_000);
afterAll(() => site?.stop(), 30_000);

describe('link previews', () => {
  it("a book's HTML names it, describes it and gives a crawler its Book and breadcrumbs", async () => {
    const res = await fetch(`${site.url}/books/${dune._id}?utm_source=share`);
    expect(res.status).toBe(200);
    const head = headOf(await res.text());
    expect(head.titles).toEqual(['Dune by Frank Herbert · BookNook']);
    expect(head.meta('description')).toEqual(['A desert planet & a <spice>.']);
    const url = `${site.url}/books/${dune._id}`;
    expect(head.canonical).toEqual([url]);
    expect(head.meta('og:title')).toEqual(['Dune by Frank Herbert · BookNook']);
    expect(head.meta('og:description')).toEqual(['A desert planet & a <spice>.']);
    expect(head.meta('og:url')).toEqual([url]);
    expect(head.meta('og:type')).toEqual(['book']);
    // A raster picture of the cover that platforms draw, drawn by the API: not the cover itself.
    const picture = `${site.url}/api/books/${dune._id}/preview-image`;
    expect(head.meta('og:image')).toEqual([picture]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:type')).toEqual(['image/jpeg']);
    expect(head.meta('twitter:image')).toEqual([picture]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    const [book, crumbs] = head.jsonLd;
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Dune',
      author: { '@type': 'Person', name: 'Frank Herbert', url: `${site.url}/authors/${frank._id}` },
      isbn: '9780441013593',
      image: `${site.url}/api/uploads/dune.png`,
      datePublished: '1965-08-01',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1 },
      // Through the JSON-LD's escaping of '<' and back.
      description: 'A desert planet & a <spice>.',
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${site.url}/`,
      `${site.url}/books`,
      url,
    ]);
    // Still the app's page: the empty root it renders into.
    expect(head.root).not.toBeNull();
  });

  it('names the configured site, never the host a request claims', async () => {
    const res = await get(`${site.url}/books/${dune._id}`, { host: 'evil.example' });
    expect(res.status).toBe(200);
    const head = headOf(res.body.toString());
    expect(head.canonical).toEqual([`${site.url}/books/${dune._id}`]);
    expect(head.meta('og:url')).toEqual([`${site.url}/books/${dune._id}`]);
    const robots = (await get(`${site.url}/robots.txt`, { host: 'evil.example' })).body.toString();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots).not.toContain('evil.example');
  });

  it("a seeded book's preview picture is a 1200x630 JPEG of its SVG cover, served on the site", async () => {
    const [seeded] = await api<{ _id: string; coverImage: string }[]>('/books?limit=1');
    expect(seeded.coverImage).toMatch(/\.svg$/);
    const head = headOf(await (await fetch(`${site.url}/books/${seeded._id}`)).text());
    const [picture] = head.meta('og:image');
    expect(picture).toBe(`${site.url}/api/books/${seeded._id}/preview-image`);
    const res = await fetch(picture as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it("an author's HTML is a Person with their name as the title", async () => {
    const res = await fetch(`${site.url}/authors/${frank._id}`);
    expect(res.status).toBe(200);
    const head = headOf(await res.text());
    expect(head.titles).toEqual(['Frank Herbert · BookNook']);
    expect(head.meta('og:type')).toEqual(['profile']);
    expect(head.meta('og:image')).toEqual([`${site.url}/api/uploads/frank.png`]);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: 'Frank Herbert',
      url: `${site.url}/authors/${frank._id}`,
      description: 'American novelist.',
    });
    expect(head.jsonLd[1]['@type']).toBe('BreadcrumbList');
  });

  it("a series' HTML is a BookSeries of its published books, with the first one's cover", async () => {
    const res = await fetch(`${site.url}/series/${saga._id}`);
    expect(res.status).toBe(200);
    const head = headOf(await res.text());
    expect(head.titles).toEqual(['Dune Chronicles · BookNook']);
    expect(head.meta('description')).toEqual(['The desert saga.']);
    expect(head.meta('og:image')).toEqual([`${site.url}/api/uploads/dune.png`]);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BookSeries',
      name: 'Dune Chronicles',
      url: `${site.url}/series/${saga._id}`,
      hasPart: [{ '@type': 'Book', name: 'Dune', url: `${site.url}/books/${dune._id}`, position: 1 }],
    });
    expect((await fetch(`${site.url}/series/64b7f0c2a1b2c3d4e5f60718`)).status).toBe(404);
  });

  it('a public reader gets a preview; once private, none', async () => {
    const token = await signIn('user@example.com', 'user123');
    const me = await api<{ username: string; avatar?: string }>('/auth/me', { token });
    const open = headOf(await (await fetch(`${site.url}/readers/${me.username}`)).text());
    expect(open.titles).toEqual([`${me.username} · BookNook`]);
    expect(open.meta('twitter:card')).toEqual([me.avatar ? 'summary_large_image' : 'summary']);
    expect(open.jsonLd.map((d: { '@type': string }) => d['@type'])).toEqual(['Person', 'BreadcrumbList']);

    await api('/auth/privacy', { method: 'PUT', token, body: { listVisibility: 'followers' } });
    try {
      // The edge reuses a head for a few seconds.
      await new Promise((r) => setTimeout(r, 5500));
      const res = await fetch(`${site.url}/readers/${me.username}`);
      expect(res.status).toBe(200);
      const hidden = headOf(await res.text());
      expect(hidden.titles).toEqual(['BookNook']);
      expect(hidden.meta('og:title')).toEqual([]);
      expect(hidden.jsonLd).toEqual([]);
    } finally {
      await api('/auth/privacy', { method: 'PUT', token, body: { listVisibility: 'everyone' } });
    }
  }, 30_000);

  it('an unpublished book, an unknown book or author, and a malformed id answer 404 with the app, and no preview', async () => {
    for (const path of [
      `/books/${draft._id}`,
      '/books/000000000000000000000000',
      '/authors/000000000000000000000000',
      '/books/not-an-id',
    ]) {
      const res = await fetch(`${site.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      const head = headOf(await res.text());
      expect(head.meta('og:title')).toEqual([]);
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.root).not.toBeNull();
    }
  });

  it('the shell names no reader page: a path no edge route lists is the app as built', async () => {
    const res = await fetch(`${site.url}/books`);
    expect(res.status).toBe(200);
    expect(headOf(await res.text()).titles).toEqual(['BookNook']);
  });
});

describe("a merged record's addresses", () => {
  let keptBook: Made;
  let mergedBook: Made;
  let keptAuthor: Made;
  let mergedAuthor: Made;
  beforeAll(async () => {
    keptAuthor = await api('/authors', { method: 'POST', token: admin, body: { name: 'Ursula K. Le Guin' } });
    mergedAuthor = await api('/authors', { method: 'POST', token: admin, body: { name: 'Ursula Le Guin' } });
    const book = (title: string) =>
      api('/books', {
        method: 'POST',
        token: admin,
        body: { title, author: keptAuthor._id, coverImage: '/api/uploads/d.png' },
      });
    keptBook = await book('The Dispossessed');
    mergedBook = await book('The Dispossessed (paperback)');
    // Read once before the merges: the edge keeps what it rendered for a few seconds only.
    for (const path of [`/books/${mergedBook._id}`, `/authors/${mergedAuthor._id}`])
      expect((await get(`${site.url}${path}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5500));
    for (const [kind, keep, merge] of [
      ['books', keptBook, mergedBook],
      ['authors', keptAuthor, mergedAuthor],
    ] as const)
      await api('/merges', { method: 'POST', token: admin, body: { kind, keep: keep._id, merge: merge._id } });
  }, 30_000);

  it("a merged book's page answers 301 to the kept book's page, keeping the query string", async () => {
    const res = await get(`${site.url}/books/${mergedBook._id}?utm_source=share&ref=a%26b`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/books/${keptBook._id}?utm_source=share&ref=a%26b`);
    // Asked again like a page: never kept longer than the page's head is.
    expect(res.headers['cache-control']).toBe('no-cache');
    const kept = await get(`${site.url}/books/${keptBook._id}`);
    expect(kept.status).toBe(200);
    expect(headOf(kept.body.toString()).canonical).toEqual([`${site.url}/books/${keptBook._id}`]);
  });

  it("a merged author's page answers 301 to the kept author's page", async () => {
    const res = await get(`${site.url}/authors/${mergedAuthor._id}?tab=books`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/authors/${keptAuthor._id}?tab=books`);
    const bare = await get(`${site.url}/authors/${mergedAuthor._id}`);
    expect([bare.status, bare.headers.location]).toEqual([301, `/authors/${keptAuthor._id}`]);
    const kept = await get(`${site.url}/authors/${keptAuthor._id}`);
    expect(kept.status).toBe(200);
    expect(headOf(kept.body.toString()).titles).toEqual(['Ursula K. Le Guin · BookNook']);
  });

  it('an unknown id is still a 404', async () => {
    for (const path of ['/books/000000000000000000000000', '/authors/000000000000000000000000']) {
      const res = await get(`${site.url}${path}`);
      expect([path, res.status, res.headers.location]).toEqual([path, 404, undefined]);
    }
  });

  it("the sitemap lists the kept records' pages, never the merged ones'", async () => {
    const urls: string[] = [];
    for (const file of locs(parseXml(await (await fetch(`${site.url}/sitemap.xml`)).text())))
      urls.push(...locs(parseXml(await (await fetch(file)).text())));
    expect(urls).toEqual(
      expect.arrayContaining([`${site.url}/books/${keptBook._id}`, `${site.url}/authors/${keptAuthor._id}`]),
    );
    expect(urls).not.toContain(`${site.url}/books/${mergedBook._id}`);
    expect(urls).not.toContain(`${site.url}/authors/${mergedAuthor._id}`);
  });
});

describe('when the API does not answer', () => {
  it('a page goes as built (200, no preview), the sitemap is a 503, robots.txt still answers', async () => {
    const page = await fetch(`${site.withoutApi}/books/${dune._id}`);
    expect(page.status).toBe(200);
    const head = headOf(await page.text());
    expect(head.titles).toEqual(['BookNook']);
    expect(head.meta('og:title')).toEqual([]);
    expect((await fetch(`${site.withoutApi}/sitemap.xml`)).status).toBe(503);
    const robots = await fetch(`${site.withoutApi}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Disallow: /reading-list');
  });
});

describe("a club's page, from the clubs deployment's edge", () => {
  let reader: string;
  let open: Made;
  let closed: Made;
  beforeAll(async () => {
    reader = await signIn('user@example.com', 'user123');
    const start = (name: string, visibility: string, description: string) =>
      api('/clubs', { method: 'POST', token: reader, body: { name, visibility, description } });
    open = await start('Slow & Steady', 'public', 'We read one <classic> a month.');
    closed = await start('The Back Room', 'private', 'Members only.');
  });

  it('a public club is previewed and indexed: its name, description, canonical URL and breadcrumbs', async () => {
    const res = await get(`${site.url}/clubs/${open._id}`);
    expect(res.status).toBe(200);
    const head = headOf(res.body.toString());
    expect(head.titles).toEqual(['Slow & Steady · BookNook']);
    expect(head.meta('description')).toEqual(['We read one <classic> a month.']);
    expect(head.meta('og:title')).toEqual(['Slow & Steady · BookNook']);
    expect(head.canonical).toEqual([`${site.url}/clubs/${open._id}`]);
    expect(head.meta('robots')).toEqual([]);
    expect(head.jsonLd[1].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'BookNook',
      'Book clubs',
      'Slow & Steady',
    ]);
  });

  it('a private club is titled for whoever holds its link, with no description, and kept out of search engines', async () => {
    const head = headOf((await get(`${site.url}/clubs/${closed._id}`)).body.toString());
    expect(head.titles).toEqual(['The Back Room · BookNook']);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.meta('og:description')).toEqual([]);
    expect(head.jsonLd).toEqual([]);
  });

  it("an unknown club is a 404; the area's other pages (Start a club) are the app as built", async () => {
    const unknown = await get(`${site.url}/clubs/${'0'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(headOf(unknown.body.toString()).meta('robots')).toEqual(['noindex']);
    const start = await get(`${site.url}/clubs/new`);
    expect(start.status).toBe(200);
    expect(headOf(start.body.toString()).titles).toEqual(['BookNook']);
  });

  it('the clubs sitemap lists public clubs only, and robots.txt names it', async () => {
    const res = await fetch(`${site.url}/clubs/sitemap.xml`);
    expect(res.status).toBe(200);
    const urls = locs(parseXml(await res.text()));
    expect(urls).toContain(`${site.url}/clubs/${open._id}`);
    expect(urls).not.toContain(`${site.url}/clubs/${closed._id}`);
    expect((await (await fetch(`${site.url}/robots.txt`)).text()).split('\n')).toContain(
      `Sitemap: ${site.url}/clubs/sitemap.xml`,
    );
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every published book, author and public reader in files of at most the page size, drafts never', async () => {
    const res = await fetch(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = locs(parseXml(await res.text()));
    const counts = await api<Record<string, number>>('/sitemap');
    expect(files.length).toBe(
      ['books', 'authors', 'series', 'readers'].reduce((n, kind) => n + Math.ceil(counts[kind] / PAGE_SIZE), 0),
    );
    const urls: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${site.url}/sitemaps/`)).toBe(true);
      const page = await fetch(file);
      expect(page.status).toBe(200);
      const document = parseXml(await page.text());
      const entries = [...document.getElementsByTagName('url')];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(PAGE_SIZE);
      for (const entry of entries)
        expect(Number.isNaN(Date.parse(entry.getElementsByTagName('lastmod')[0].textContent))).toBe(false);
      urls.push(...locs(document));
    }
    // Every published edition has its page (the catalogue shows one card per work: an administrator lists them all).
    const published: string[] = [];
    for (let page = 1; ; page++) {
      const books = await api<(Made & { status: string })[]>(`/books?limit=100&page=${page}&editions=all`, {
        token: admin,
      });
      published.push(...books.filter((b) => b.status === 'published').map((b) => `${site.url}/books/${b._id}`));
      if (books.length < 100) break;
    }
    expect(urls.filter((u) => u.includes('/books/')).sort()).toEqual(published.sort());
    expect(urls).toContain(`${site.url}/authors/${frank._id}`);
    expect(urls).toContain(`${site.url}/series/${saga._id}`);
    expect(urls).not.toContain(`${site.url}/books/${draft._id}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await fetch(`${site.url}/sitemaps/books-999.xml`)).status).toBe(404);
  });

  it('robots.txt keeps crawlers out of the private areas and points to the sitemap', async () => {
    const res = await fetch(`${site.url}/robots.txt`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice('Disallow:'.length).trim());
    expect(disallowed.sort()).toEqual([
      '/admin',
      '/api',
      '/clubs/new',
      '/login',
      '/profile',
      '/reading-list',
      '/register',
    ]);
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
