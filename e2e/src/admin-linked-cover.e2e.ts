// An admin gives a book a cover by a link to another site: the product shows it wherever the book's cover is shown.
import { createServer } from 'node:http';
import type { Browser, Locator } from 'playwright-core';
import { adminScreen } from './support/admin';
import { ADMIN, launchBrowser, newPage, signIn } from './support/browser';
import { PNG_1X1 } from './support/images';
import { freePorts } from './support/ports';
import { apiCall } from './support/session';

describe('admin area', () => {
  let browser: Browser;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a cover given as a link to another site shows in the book form's preview, the catalogue and the book's page", async () => {
    // Another site's image: a server of this test, on another origin than the product's.
    const requested: string[] = [];
    const site = createServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_1X1);
    });
    const [port] = await freePorts(1);
    await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
    const cover = `http://127.0.0.1:${port}/covers/linked.png`;
    const title = `E2E Linked Cover ${stamp}`;
    const token = (await apiCall<{ token: string }>('POST', '/auth/login', undefined, ADMIN)).token;
    const [author] = await apiCall<{ _id: string }[]>('GET', '/authors?limit=1');
    const book = await apiCall<{ _id: string }>('POST', '/books', token, {
      title,
      author: author._id,
      coverImage: cover,
      status: 'published',
    });
    const { context, page } = await newPage(browser);
    // decode() fails for an image the page could not load (e.g. refused by its Content-Security-Policy).
    const shown = async (image: Locator) => {
      await image.evaluate((img: HTMLImageElement) => img.decode());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    };
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      await adminScreen(page, '/admin/books', 'Manage Books');
      await page.getByLabel('Search books').fill(title);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const preview = page.getByRole('dialog', { name: 'Edit Book' }).getByRole('img', { name: /preview$/ });
      await shown(preview);

      await page.goto(`/books?search=${encodeURIComponent(title)}`);
      await shown(page.getByRole('img', { name: `Cover of ${title}` }).first());
      await page.goto(`/books/${book._id}`);
      await shown(page.getByRole('img', { name: `Cover of ${title}` }).first());
      expect(requested.length).toBeGreaterThan(0);
    } finally {
      await context.close();
      await apiCall('DELETE', `/books/${book._id}`, token);
      site.close();
    }
  }, 90000);
});
