// The product under its delivery settings (edge/): the strict CSP breaks nothing (no
// violation on any origin while the reader and admin areas render), code arrives compressed, and the shell's
// index.html comes with preloads of what the route needs, which the page actually uses.
import type { Browser, Page } from 'playwright-core';
import { ADMIN, launchBrowser, newPage, signIn } from './support/browser';

/** Collects every CSP violation the page reports (installed before any script of the page). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

describe('static origins', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the reader and admin areas work under the strict CSP, with no violation and no error in the console', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    // e.g. "Failed to load resource: ... 404" (the browser's request of an icon the page does not declare). Not an
    // uploaded image: other tests of the run delete books and their covers, which the catalogue's first paint (made
    // from the API every few seconds) may still show.
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      const source = msg.location().url;
      if (msg.type() === 'error' && !source.includes('/api/uploads/'))
        consoleErrors.push(`${page.url()}: ${msg.text()} (${source})`);
    });
    const documentResponse = await page.goto('/books');
    const headers = documentResponse!.headers();
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' http:\/\/localhost:\d+ http:\/\/localhost:\d+/,
    );
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await page.getByTestId('book-card').first().waitFor();
    await page.getByTestId('book-card').first().getByRole('link').first().click();
    await page
      .getByRole('img', { name: /^Cover of / })
      .first()
      .waitFor();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page.locator('[data-remote="admin-app"]').first().waitFor();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sends code compressed and starts the runtime manifest, the remote's manifest, entry and first chunks and the page reads with the HTML", async () => {
    const { context, page } = await newPage(browser);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (res) => {
      if (/\.js$/.test(new URL(res.url()).pathname)) encodings.set(res.url(), res.headers()['content-encoding']);
    });
    const link = (await page.goto('/'))!.headers()['link'];
    expect(link).toContain('</module-federation.manifest.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(link).toContain('</api/stats>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(link).toMatch(/<http:\/\/localhost:\d+\/mf-manifest\.json>; rel=preload; as=fetch; crossorigin=anonymous/);
    expect(link).toMatch(/<http:\/\/localhost:\d+\/remoteEntry\.js>; rel=preload; as=script/);
    expect(link).toMatch(/<http:\/\/localhost:\d+\/__federation_expose_App\.[0-9a-f]+\.js>; rel=preload; as=script/);
    // The home page's own code and style (the remote's route-chunks.json), not only the remote's entry.
    expect(link).toMatch(/<http:\/\/localhost:\d+\/[0-9]+\.[0-9a-f]{8}\.css>; rel=preload; as=style/);
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(encodings.size).toBeGreaterThan(3);
    for (const [url, encoding] of encodings) expect([url, encoding]).toEqual([url, 'br']);
    // Each preloaded URL was requested once: the page used the preloads instead of asking again.
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
    );
    for (const path of ['/module-federation.manifest.json', '/api/stats', '/mf-manifest.json', '/remoteEntry.js'])
      expect([path, asked.filter((p) => p === path).length]).toEqual([path, 1]);
    // And every preload of the header was used, once: none wasted, none fetched twice.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    for (const url of [...link.matchAll(/<([^>]+)>/g)].map((m) => new URL(m[1], page.url()).href))
      expect([url, loaded.filter((u) => u === url).length]).toEqual([url, 1]);
    await context.close();
  });

  it("starts the first covers of /books (its LCP) with the HTML, and the page's covers use them", async () => {
    const { context, page } = await newPage(browser);
    const link = (await page.goto('/books'))!.headers()['link'];
    const images = [...link.matchAll(/<([^>]+)>; rel=preload; as=image; fetchpriority=high/g)].map(
      (m) => new URL(m[1], page.url()).href,
    );
    expect(images.length).toBeGreaterThan(0);
    await page.getByTestId('book-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The first covers of the page are the preloaded images, in order, each requested once.
    const covers = await page
      .getByRole('img', { name: /^Cover of / })
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    expect(covers.slice(0, images.length)).toEqual(images);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    for (const url of images) expect([url, loaded.filter((u) => u === url).length]).toEqual([url, 1]);
    await context.close();
  });

  it("index.html preloads exactly the shell's scripts and styles its first render loads, and fetches main.js first", async () => {
    const { context, page } = await newPage(browser);
    const html = await (await page.goto('/'))!.text();
    const preloaded = [...html.matchAll(/<link rel=preload as=(?:script|style) href=([^ >]+)>/g)]
      .map((m) => m[1])
      .sort();
    expect(html).toMatch(/<script defer src=\/main\.[0-9a-f]+\.js fetchpriority=high>/);
    await page.locator('[data-remote="reader-app"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const shellFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name))
        // main.js, and the Intl warm-up worker it starts (no part of the render: a test below).
        .filter(
          (url) =>
            url.origin === location.origin &&
            /\.(js|css)$/.test(url.pathname) &&
            !/^\/(main|intl-warmup)\./.test(url.pathname),
        )
        .map((url) => url.pathname),
    );
    // The first render of / needs no lazy screen of the shell: what it loaded is what was preloaded, each once.
    expect(shellFiles.sort()).toEqual(preloaded);
    await context.close();
  });

  it('warms the Intl formatters on a worker thread from the start (allowed by the CSP), and the page formats its numbers', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    expect(new URL((await worker).url()).pathname).toMatch(/^\/intl-warmup\.[0-9a-f]{8}\.js$/);
    await page.waitForFunction(() =>
      /^\d[\d,]*$/.test(document.querySelector('[data-testid="stat-totalBooks"]')?.textContent ?? ''),
    );
    expect(violations).toEqual([]);
    await context.close();
  });
});
