// The shell's service worker (shell/src/page-cache/): a returning visitor's landing pages come from the browser's
// Cache Storage at once, without waiting for the server, and the worker refreshes them from the server for the next
// visit. Every other page, and a visitor whose cookies ask for another page, gets the server's answer.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { BASE_URL, E2E_PORTS } from './support/ports';
import { pollFor, waitForRemote } from './support/session';

/** The worker's cache of documents (PAGE_CACHE in shell/src/page-cache/pages.ts). */
const PAGE_CACHE = 'booknook-pages-v1';
/** The catalogue's key for a visitor without cookies (pageKey in shell/src/page-cache/pages.ts). */
const CATALOGUE_KEY = `${BASE_URL}/books?cookies=`;

interface KeptPage {
  key: string;
  date: string | null;
  body: string;
}

/** The documents the worker keeps now, read from the page's origin. */
function keptPages(page: Page): Promise<KeptPage[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return Promise.all(
      (await cache.keys()).map(async (request) => {
        const response = (await cache.match(request)) as Response;
        return { key: request.url, date: response.headers.get('date'), body: await response.text() };
      }),
    );
  }, PAGE_CACHE);
}

/** A first visit of `path`: once it has loaded, its worker is installed and keeps the page it was registered on. */
async function firstVisit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForRemote(page, 'reader-app');
  await pollFor(async () => (await keptPages(page)).length > 0, true, 15000);
  return page;
}

/** The API's public reads may be kept by a browser this long (`max-age` in api/src/platform/common/http-cache). */
const READS_KEPT_MS = 10_000;

/**
 * A visit at the file's start, whose worker controls the site and whose API reads have outlived READS_KEPT_MS by the
 * file's last test (the tests between take that long, so the wait costs little).
 */
let early: { browser: Browser; context: BrowserContext; at: number };
beforeAll(async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: BASE_URL });
  await (await firstVisit(context, '/')).close();
  early = { browser, context, at: Date.now() };
});
afterAll(() => early?.browser.close());

describe('the landing pages a returning visitor is shown from the service worker', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: BASE_URL });
  });
  afterEach(() => context.close());
  afterAll(() => browser.close());

  it('keeps the catalogue the first visit loaded, shows it on the next visit at once, and refreshes it for the one after', async () => {
    const first = await firstVisit(context, '/books');
    const [kept] = await keptPages(first);
    expect(kept.key).toBe(CATALOGUE_KEY);
    // The server's document (with or without the catalogue painted in it: the live paint may not be ready yet).
    expect(kept.body).toContain('<div id=root>');
    await first.close();

    // A second later (the Date header counts seconds), in a new tab.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await context.newPage();
    const response = await again.goto('/books');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(200);
    // The page then runs as from the server: the reader app renders the catalogue.
    await waitForRemote(again, 'reader-app');
    await again.getByTestId('book-card').first().waitFor();
    // Behind it, the worker asked the server for the current document: the kept copy is a newer one.
    const refreshed = await pollFor(
      async () => {
        const [page] = await keptPages(again);
        return Date.parse(page?.date ?? '') > Date.parse(kept.date ?? '');
      },
      true,
      10000,
    );
    expect(refreshed).toBe(true);
  });

  it('leaves every other page to the server: a book, a filtered list, signing in, and a missing book with its 404', async () => {
    const first = await firstVisit(context, '/');
    const { data } = (await (await fetch(`${BASE_URL}/api/books?limit=1`)).json()) as { data: { _id: string }[] };
    for (const [path, status] of [
      [`/books/${data[0]._id}`, 200],
      ['/books?sort=title', 200],
      ['/login', 200],
      ['/books/000000000000000000000000', 404],
    ] as const) {
      const response = await first.goto(path);
      expect([path, response?.fromServiceWorker(), response?.status()]).toEqual([path, false, status]);
    }
    // What it keeps: the landing page it was registered on, nothing of the pages above.
    expect((await keptPages(first)).map((page) => page.key)).toEqual([`${BASE_URL}/?cookies=`]);
  });

  it('keeps a page per cookies: a reader who chose the list view never gets the grid the catalogue is painted with', async () => {
    const first = await firstVisit(context, '/books');
    await context.addCookies([{ name: 'reader-catalogue-view', value: 'list', url: BASE_URL }]);
    const response = await first.goto('/books');
    // The server's document for that cookie: no painted grid.
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).not.toContain('data-testid="book-card"');
    const keys = (await keptPages(first)).map((page) => page.key).sort();
    expect(keys).toEqual([
      CATALOGUE_KEY,
      `${BASE_URL}/books?cookies=${encodeURIComponent('reader-catalogue-view=list')}`,
    ]);
  });

  it('shows a kept page only while it is less than a day old', async () => {
    const first = await firstVisit(context, '/books');
    // A kept catalogue that says so, dated `age` ago.
    const keep = (age: number) =>
      first.evaluate(
        async ([name, key, date]) => {
          const cache = await caches.open(name);
          const headers = { 'Content-Type': 'text/html; charset=utf-8', Date: date };
          await cache.put(
            key,
            new Response('<!doctype html><title>Kept</title><p>The kept catalogue</p>', { headers }),
          );
        },
        [PAGE_CACHE, CATALOGUE_KEY, new Date(Date.now() - age).toUTCString()] as const,
      );
    await keep(60 * 60 * 1000);
    const recent = await first.goto('/books');
    expect(await recent?.text()).toContain('The kept catalogue');
    await keep(25 * 60 * 60 * 1000);
    const old = await first.goto('/books');
    expect(old?.fromServiceWorker()).toBe(true);
    expect(await old?.text()).not.toContain('The kept catalogue');
    expect(await old?.text()).toContain('<div id=root>');
  });

  it("drops a kept page's stylesheets of an earlier reader release once the current one has rendered", async () => {
    const first = await firstVisit(context, '/books');
    const reader = `http://localhost:${E2E_PORTS.reader}/`;
    const earlier = `${reader}__federation_expose_App.00000000.css`;
    // The kept catalogue as an earlier release painted it: one more stylesheet of the reader remote.
    await first.evaluate(
      async ([name, key, href]) => {
        const cache = await caches.open(name);
        const kept = (await cache.match(key)) as Response;
        const html = (await kept.text()).replace('</head>', `<link rel=stylesheet href="${href}"></head>`);
        await cache.put(key, new Response(html, { headers: kept.headers }));
      },
      [PAGE_CACHE, CATALOGUE_KEY, earlier] as const,
    );
    const page = await context.newPage();
    await page.goto('/books');
    const readerStylesheets = () =>
      page.evaluate(
        (origin) =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
            .map((link) => link.href)
            .filter((href) => href.startsWith(origin)),
        reader,
      );
    expect(await readerStylesheets()).toContain(earlier);
    await waitForRemote(page, 'reader-app');
    expect(await pollFor(async () => (await readerStylesheets()).includes(earlier), false, 5000)).toBe(false);
    // The current release's stylesheets stay: the catalogue is styled as the remote ships it.
    expect((await readerStylesheets()).length).toBeGreaterThan(0);
    expect(await page.getByTestId('book-card').first().isVisible()).toBe(true);
  });
});

describe("the API's reads on a page the worker controls", () => {
  // A read kept past its max-age is asked for again. With `stale-while-revalidate`, Chromium answered it from the
  // browser's cache and revalidated it in the background, and on a page a service worker controls that request never
  // completed: it held one of the origin's six connections until the worker was stopped, about 30 s later.
  it('asks again for the reads a returning visitor kept past their max-age, and every request completes', async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, early.at + READS_KEPT_MS + 500 - Date.now())));
    const page = await early.context.newPage();
    const open = new Set<string>();
    page.on('request', (request) => request.url().includes('/api/') && open.add(request.url()));
    page.on('requestfinished', (request) => open.delete(request.url()));
    page.on('requestfailed', (request) => open.delete(request.url()));
    await page.goto('/');
    await waitForRemote(page, 'reader-app');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await pollFor(async () => open.size, 0, 5000);
    expect([...open]).toEqual([]);
  });
});
