// Measures the first render of `/` on the built product (builds nothing: run the production builds first).
// Starts the API, the shell and both remotes on free ports, opens `/` in headless Chromium with an empty cache,
// and prints:
//   - the gzip size of the JavaScript transferred for that first render (every JS response body, gzipped here
//     with zlib at the default level, because the static server does not compress), per origin and in total;
//   - the time to first contentful paint, and the time until the reader remote's content is on screen.
// Usage: node tools/measure-first-render.mjs [--runs=3] [--path=/books]
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from './lib/product.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const path = process.argv.find((a) => a.startsWith('--path='))?.split('=')[1] ?? '/';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const ports = { api: await freePort(), shell: await freePort(), reader: await freePort(), admin: await freePort() };
const product = await startProduct({ ports, quiet: true });
const names = { [ports.shell]: 'shell', [ports.reader]: 'reader-app', [ports.admin]: 'admin-app', [ports.api]: 'api' };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

const results = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = response.url();
      const type = response.request().resourceType();
      if (type === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname)) {
        scripts.push(
          response
            .body()
            .then((body) => ({ url, raw: body.length, gzip: gzipSync(body).length }))
            .catch(() => ({ url, raw: 0, gzip: 0 })),
        );
      }
    });
    const started = Date.now();
    await page.goto(`${product.shell.url}${path}`, { waitUntil: 'load' });
    await page.locator('[data-remote="reader-app"]').first().waitFor({ timeout: 30000 });
    const remoteVisible = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const files = await Promise.all(scripts);
    const byOrigin = {};
    for (const f of files) {
      const origin = names[new URL(f.url).port] ?? new URL(f.url).host;
      byOrigin[origin] ??= { files: 0, raw: 0, gzip: 0 };
      byOrigin[origin].files += 1;
      byOrigin[origin].raw += f.raw;
      byOrigin[origin].gzip += f.gzip;
    }
    const total = files.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip }), { raw: 0, gzip: 0 });
    results.push({ fcp, remoteVisible, total, byOrigin, count: files.length });
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}

const last = results[results.length - 1];
console.log(`First render of ${path} (production builds, cold cache, ${runs} run(s), median shown)`);
console.log(`JavaScript transferred: ${last.count} files, ${kb(last.total.raw)} raw, ${kb(last.total.gzip)} gzip`);
for (const [origin, o] of Object.entries(last.byOrigin)) console.log(`  ${origin.padEnd(11)} ${String(o.files).padStart(2)} files  ${kb(o.raw).padStart(10)} raw  ${kb(o.gzip).padStart(10)} gzip`);
console.log(`First contentful paint: ${Math.round(median(results.map((r) => r.fcp ?? NaN)))} ms`);
console.log(`Reader remote content visible: ${Math.round(median(results.map((r) => r.remoteVisible)))} ms after navigation start`);
