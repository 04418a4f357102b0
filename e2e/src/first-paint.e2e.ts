// The landing page painted from its HTML before any script runs. The shell's server puts the shell's frame
// and the reader remote's first paint of `/` into index.html (edge/); React's first render
// replaces that markup with the same, so nothing moves, and what depends on the session is hidden until then.
import type { Browser } from 'playwright-core';
import { launchBrowser, USER } from './support/browser';
import { API_URL, BASE_URL } from './support/ports';
import { contextAs, pollFor, waitForRemote } from './support/session';
import { holdScripts, layoutShift, stylesheetsLoaded } from './support/first-paint';

const HERO_LEAD = 'Browse a growing catalogue, read honest reviews from fellow readers and keep your own reading list.';
const PHONE = { width: 412, height: 823 };

describe('the static first paint of the landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the hero and the navbar with JavaScript disabled, styled, and hides what depends on the session', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByText(HERO_LEAD).isVisible()).toBe(true);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Discover, review and track the books you love' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'BookNook' }).isVisible()).toBe(true);
    // The stylesheets came with the HTML: the layout is the app's, not the browser's defaults.
    expect(await page.locator('.shell-layout').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    // A visitor's variants keep their box but are not shown: a signed-in reader must never see them.
    for (const text of ['Your next great read is here', 'Sign Up Free', 'Login'])
      expect([text, await page.getByText(text, { exact: true }).first().isVisible()]).toEqual([text, false]);
    expect(await page.locator('[data-remote]').count()).toBe(0);
    await context.close();
  });

  it('a signed-in reader sees the hero at once, never the anonymous button, then "Welcome back" in exactly one hero', async () => {
    const { context, page, session } = await contextAs(browser, USER, PHONE);
    const release = await holdScripts(page);
    // The document is parsed, its deferred main.js held: only the HTML paints.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByText(HERO_LEAD).waitFor();
    // The browser paints nothing before the <head>'s stylesheets are there; the checks below must not either.
    await stylesheetsLoaded(page);
    // There, keeping its box, but hidden (and so out of the accessibility tree).
    const anonymousButton = page.getByText('Sign Up Free', { exact: true });
    expect(await anonymousButton.count()).toBe(1);
    expect(await anonymousButton.isVisible()).toBe(false);
    expect(await anonymousButton.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await page.getByText('Your next great read is here').isVisible()).toBe(false);
    // Whether the hero ever leaves the screen before the reader's page shows (a spinner while the session is checked would).
    await page.evaluate(() => {
      const seen = window as unknown as { heroGone?: boolean };
      seen.heroGone = false;
      new MutationObserver(() => {
        if (!document.querySelector('.reader-hero__lead')) seen.heroGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    await page.getByText(`Welcome back, ${session!.user.username}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { heroGone?: boolean }).heroGone)).toBe(false);
    await waitForRemote(page, 'reader-app');
    expect(await page.locator('.reader-hero').count()).toBe(1);
    expect(await page.locator('.shell-first-paint').count()).toBe(0);
    expect(await anonymousButton.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'My Reading List' }).isVisible()).toBe(true);
    await context.close();
  });

  it("a visitor's page does not move when React replaces the static paint", async () => {
    const { context, page } = await contextAs(browser, null, PHONE);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByText(HERO_LEAD).waitFor();
    await stylesheetsLoaded(page);
    const before = await page.locator('.reader-hero__lead').boundingBox();
    release();
    await page.locator('[data-remote="reader-app"]').waitFor();
    expect(await page.locator('.reader-hero').count()).toBe(1);
    expect(await page.locator('.reader-hero__lead').boundingBox()).toEqual(before);
    expect(await page.getByRole('link', { name: 'Sign Up Free' }).isVisible()).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await context.close();
  });
});

describe('the catalogue painted with its data (the reader deployment renders it, the shell includes it)', () => {
  let browser: Browser;
  let firstTitles: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`${API_URL}/api/books?sort=-averageRating&limit=24&page=1`);
    firstTitles = ((await res.json()) as { data: { title: string }[] }).data.slice(0, 6).map((b) => b.title);
  });
  afterAll(() => browser.close());

  it('shows the first books, their covers and the count with JavaScript disabled', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    // The deployment reuses a render for up to 5 s (edge/src/first-paint/live.ts): a rating changed by a test just
    // before this one may show in the API's order first, and in the paint within that bound.
    const painted = async () => {
      await page.goto('/books');
      return (await page.locator('[data-testid="book-card"] h3').allTextContents()).join(' | ');
    };
    expect(await pollFor(painted, firstTitles.join(' | '), 8000)).toBe(firstTitles.join(' | '));
    expect(await page.getByRole('heading', { level: 1, name: 'Browse Books' }).isVisible()).toBe(true);
    expect(await page.getByText(/^\d+ books found$/).isVisible()).toBe(true);
    // The first row's covers load with the page and are drawn.
    const firstCover = page.locator('[data-testid="book-card"] img').first();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="book-card"] img') as HTMLImageElement | null)?.complete,
    );
    expect(await firstCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  it('does not move or read its books again before it shows them when React takes over, and reads them behind it', async () => {
    const { context, page } = await contextAs(browser, null, PHONE);
    const catalogueReads: number[] = [];
    const started = Date.now();
    page.on('request', (request) => {
      if (request.url().includes('/api/books?')) catalogueReads.push(Date.now() - started);
    });
    const release = await holdScripts(page);
    await page.goto('/books', { waitUntil: 'commit' });
    await page.locator('[data-testid="book-card"]').first().waitFor();
    await stylesheetsLoaded(page);
    const before = await page.locator('[data-testid="book-card"] img').first().boundingBox();
    // No read preloaded with the HTML: its answers came in it.
    expect(catalogueReads).toEqual([]);
    release();
    await page.locator('[data-remote="reader-app"] [data-testid="book-card"]').first().waitFor();
    expect(await page.locator('#reader-first-paint-data').count()).toBe(0);
    expect(await page.locator('[data-testid="book-card"] img').first().boundingBox()).toEqual(before);
    expect((await page.locator('[data-testid="book-card"] h3').allTextContents()).slice(0, 6)).toEqual(firstTitles);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // Its answers were a few seconds old: read again once shown.
    for (let waited = 0; catalogueReads.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    expect(catalogueReads).toHaveLength(1);
    await context.close();
  });

  it('is not painted for a reader who chose the list view: their page would replace the grid', async () => {
    const { context, page } = await contextAs(browser, null, PHONE);
    await context.addCookies([{ name: 'reader-catalogue-view', value: 'list', url: BASE_URL }]);
    await page.addInitScript(() => localStorage.setItem('reader.catalogue.view', 'list'));
    const release = await holdScripts(page);
    await page.goto('/books', { waitUntil: 'commit' });
    // index.html as built: an empty #root, which the shell's first render fills.
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();
    await page.locator('[data-remote="reader-app"] [data-view="list"] [data-testid="book-card"]').first().waitFor();
    await context.close();
  });
});
