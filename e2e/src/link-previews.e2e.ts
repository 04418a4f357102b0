// Pages people can find, share and open: what the production deployments send before any script runs. The reader
// deployment's edge renders a book's, an author's and a public reader's head (title, description, canonical URL, Open
// Graph, Twitter card, JSON-LD) and the status of an unknown page; the shell's server asks it
// (edge/src/shell-document/edge-pages.ts) and serves /sitemap.xml and /robots.txt. The HTML and XML are parsed by
// Chromium (JavaScript off: a crawler's view).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, launchBrowser } from './support/browser';
import { BASE_URL } from './support/ports';
import { apiCall, apiLogin, registerReader } from './support/session';

interface Head {
  titles: string[];
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
  hasRoot: boolean;
}

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const AUTHOR = `Frank Herbert ${suffix}`;
const TITLE = `Dune ${suffix}`;

let browser: Browser;
let context: BrowserContext;
let parser: Page;
let token: string;
let author: { _id: string };
let book: { _id: string };
let draft: { _id: string };
let openReader: string;
let privateReader: string;

/** The page's status and what a crawler reads from its <head>, parsed by the browser without running anything. */
async function fetchHead(path: string): Promise<{ status: number; head: Head }> {
  const res = await fetch(`${BASE_URL}${path}`);
  await parser.setContent(await res.text());
  const head = await parser.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const m of document.querySelectorAll('meta[name], meta[property]')) {
      const key = m.getAttribute('property') ?? m.getAttribute('name') ?? '';
      (meta[key] ??= []).push(m.getAttribute('content') ?? '');
    }
    return {
      titles: [...document.querySelectorAll('title')].map((t) => t.textContent ?? ''),
      meta,
      canonical: [...document.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href') ?? ''),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      hasRoot: document.getElementById('root') !== null,
    };
  });
  return {
    status: res.status,
    head: { ...head, jsonLd: head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>) },
  };
}

/** The <loc>s of a sitemap document, parsed as XML (a parse error fails). */
async function sitemapLocs(url: string): Promise<string[]> {
  const res = await fetch(url);
  expect([url, res.status]).toEqual([url, 200]);
  return parser.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) throw new Error(`not XML: ${xml.slice(0, 200)}`);
      return [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
    },
    await res.text(),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ javaScriptEnabled: false });
  parser = await context.newPage();
  token = (await apiLogin(ADMIN)).token;
  author = await apiCall('POST', '/authors', token, { name: AUTHOR, biography: 'Wrote about a desert planet.' });
  book = await apiCall('POST', '/books', token, {
    title: TITLE,
    author: author._id,
    coverImage: '/api/uploads/dune-cover.png',
    description: 'Spice, sand and prophecy.',
    publishedDate: '1965-08-01',
  });
  draft = await apiCall('POST', '/books', token, {
    title: `${TITLE} (draft)`,
    author: author._id,
    coverImage: '/api/uploads/x.png',
    status: 'draft',
  });
  openReader = (await registerReader('open')).username;
  const hidden = await registerReader('hidden');
  privateReader = hidden.username;
  await apiCall('PUT', '/auth/privacy', (await apiLogin(hidden)).token, {
    listVisibility: 'me',
    activityVisibility: 'me',
  });
});

afterAll(async () => {
  for (const id of [book?._id, draft?._id])
    if (id) await apiCall('DELETE', `/books/${id}`, token).catch(() => undefined);
  if (author) await apiCall('DELETE', `/authors/${author._id}`, token).catch(() => undefined);
  await browser?.close();
});

describe('link previews in the served HTML', () => {
  it('a book: "<title> by <author> · BookNook", its tags and a schema.org Book', async () => {
    const { status, head } = await fetchHead(`/books/${book._id}`);
    expect(status).toBe(200);
    const url = `${BASE_URL}/books/${book._id}`;
    expect(head.titles).toEqual([`${TITLE} by ${AUTHOR} · BookNook`]);
    expect(head.meta['description']).toEqual(['Spice, sand and prophecy.']);
    expect(head.canonical).toEqual([url]);
    expect(head.meta['og:title']).toEqual([`${TITLE} by ${AUTHOR} · BookNook`]);
    expect(head.meta['og:url']).toEqual([url]);
    expect(head.meta['og:type']).toEqual(['book']);
    // The API's raster picture of the cover, which the platforms that draw previews show.
    const picture = `${BASE_URL}/api/books/${book._id}/preview-image`;
    expect(head.meta['og:image']).toEqual([picture]);
    expect(head.meta['og:image:width']).toEqual(['1200']);
    expect(head.meta['og:image:height']).toEqual(['630']);
    expect(head.meta['twitter:image']).toEqual([picture]);
    expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Book',
      name: TITLE,
      author: { '@type': 'Person', name: AUTHOR },
      datePublished: '1965-08-01',
    });
    expect(head.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(head.hasRoot).toBe(true);
  });

  it('an author: "<name> · BookNook" and a Person', async () => {
    const { status, head } = await fetchHead(`/authors/${author._id}`);
    expect(status).toBe(200);
    expect(head.titles).toEqual([`${AUTHOR} · BookNook`]);
    expect(head.canonical).toEqual([`${BASE_URL}/authors/${author._id}`]);
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Person', 'BreadcrumbList']);
  });

  it('a public reader gets a preview, a private one none', async () => {
    const open = await fetchHead(`/readers/${openReader}`);
    expect(open.head.titles).toEqual([`${openReader} · BookNook`]);
    expect(open.head.meta['og:title']).toEqual([`${openReader} · BookNook`]);
    expect(open.head.jsonLd[0]).toMatchObject({ '@type': 'Person', name: openReader });

    const hidden = await fetchHead(`/readers/${privateReader}`);
    expect(hidden.status).toBe(200);
    expect(hidden.head.titles).toEqual(['BookNook']);
    expect(hidden.head.meta['og:title']).toBeUndefined();
    expect(hidden.head.jsonLd).toEqual([]);
  });

  it('an unpublished book and unknown ids are a 404 with the app, which still says what is missing', async () => {
    for (const path of [
      `/books/${draft._id}`,
      '/books/000000000000000000000000',
      '/authors/000000000000000000000000',
    ]) {
      const { status, head } = await fetchHead(path);
      expect([path, status]).toEqual([path, 404]);
      expect(head.meta['og:title']).toBeUndefined();
      expect(head.hasRoot).toBe(true);
    }
    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const page = await visitor.newPage();
    const res = await page.goto(`/books/${draft._id}`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Book not found' }).waitFor();
    await visitor.close();
  });
});

describe('sitemap and robots.txt', () => {
  it('the sitemap lists every published book and the new author, never a draft', async () => {
    const files = await sitemapLocs(`${BASE_URL}/sitemap.xml`);
    expect(files.length).toBeGreaterThan(0);
    const urls = (await Promise.all(files.map(sitemapLocs))).flat();
    // Every published edition has its page (the catalogue shows one card per work: an administrator lists them all).
    const published: string[] = [];
    for (let page = 1; ; page++) {
      const books = await apiCall<{ _id: string; status: string }[]>(
        'GET',
        `/books?limit=100&page=${page}&editions=all`,
        token,
      );
      published.push(...books.filter((b) => b.status === 'published').map((b) => `${BASE_URL}/books/${b._id}`));
      if (books.length < 100) break;
    }
    expect(urls.filter((u) => u.startsWith(`${BASE_URL}/books/`)).sort()).toEqual(published.sort());
    expect(urls).toContain(`${BASE_URL}/books/${book._id}`);
    expect(urls).not.toContain(`${BASE_URL}/books/${draft._id}`);
    expect(urls).toContain(`${BASE_URL}/authors/${author._id}`);
    expect(urls).toContain(`${BASE_URL}/readers/${openReader}`);
    expect(urls).not.toContain(`${BASE_URL}/readers/${privateReader}`);
  });

  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await fetch(`${BASE_URL}/robots.txt`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n');
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice('Disallow:'.length).trim());
    // The shell's own private paths, and every prefix that the manifest of remotes the product serves keeps from
    // visitors (the clubs team's /clubs/new comes from there, not from the shell's code).
    const manifest: Record<string, { routes: { prefix: string; guard: string }[] }> = await (
      await fetch(`${BASE_URL}/module-federation.manifest.json`)
    ).json();
    const guarded = Object.values(manifest).flatMap(({ routes }) =>
      routes.filter((r) => r.guard !== 'anyone').map((r) => r.prefix),
    );
    expect(guarded).toContain('/clubs/new');
    expect(disallowed.sort()).toEqual(['/api', '/login', '/register', ...guarded].sort());
    expect(lines).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});
