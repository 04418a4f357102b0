// `npm run bench -- web --compare <other workspace> [rounds]`: LCP of this workspace's build against another's (e.g. a
// checkout of main with its own `npm run build`), both served at once and loaded in alternation under `bench web`'s
// phone profile, so that both meet the same load of a shared machine: a before/after that one bench run after the
// other cannot give when the load changes between them. Per page (/, /books, the first book's and its author's) and round, one fresh browser context
// per build loads the page three times: cold, warm (second load) and returning (third load, V8 code cache).
// Prints the median and every value. Ports from BENCH_PORTS (8 needed).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProduct } from '../lib/product.mjs';
import { PHONE, freePorts, launchChromium, throttle } from './lib/web-bench.mjs';

const [other, roundsArg] = process.argv.slice(2);
if (!other) {
  console.error('usage: npm run bench -- web --compare <other workspace root, built> [rounds, default 6]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 6);
/** The pages compared: the landing pages, and the first book's page and its author's (each build's own ids). */
const PAGES = ['/', '/books', 'a book', 'its author'];
const LOADS = ['cold', 'warm', 'returning'];
const LCP = () => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function lcpOf(context, url) {
  const page = await context.newPage();
  await throttle(page, PHONE);
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  await page.waitForSelector('[data-remote]', { timeout: 60000 });
  await page.waitForTimeout(2000); // the LCP settles (no input ends it in a headless load)
  const lcp = await page.evaluate(() => window.__lcp);
  await page.close();
  return lcp;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  const ports = await freePorts(8);
  const { startProduct: startOther } = await import(pathToFileURL(resolve(other, 'tools/lib/product.mjs')).href);
  const env = { JWT_SECRET: 'compare-web-secret', AUTH_RATE_LIMIT: '1000' };
  // This build first: an older checkout's live first paint sets NODE_ENV=production for this whole process when its
  // remote starts, and an API started after that would run as in production (which refuses the embedded database).
  const thisBuild = await startProduct({
    ports: { api: ports[0], shell: ports[1], reader: ports[2], admin: ports[3] },
    apiEnv: env,
    quiet: true,
  });
  const builds = {
    this: thisBuild,
    other: await startOther({
      ports: { api: ports[4], shell: ports[5], reader: ports[6], admin: ports[7] },
      apiEnv: env,
      quiet: true,
    }),
  };
  // Each build seeded its own database: its own first book.
  const pathsOf = async (build) => {
    const [book] = (await (await fetch(`${build.api.url}/api/books?limit=1`)).json()).data;
    return {
      '/': '/',
      '/books': '/books',
      'a book': `/books/${book._id}`,
      'its author': `/authors/${book.author._id}`,
    };
  };
  const paths = { this: await pathsOf(builds.this), other: await pathsOf(builds.other) };
  const browser = await launchChromium();
  try {
    console.log(`${PHONE.name}; LCP in ms, median of ${ROUNDS} rounds, loads alternating between the builds`);
    console.log(`this: ${resolve('.')}   other: ${resolve(other)}`);
    for (const path of PAGES) {
      const results = { this: LOADS.map(() => []), other: LOADS.map(() => []) };
      for (const [name, build] of Object.entries(builds)) {
        // Warm-up: the API's first queries are not what a visitor meets.
        const context = await browser.newContext();
        await (await context.newPage()).goto(build.shell.url + paths[name][path], { waitUntil: 'networkidle' });
        await context.close();
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const name of round % 2 ? ['other', 'this'] : ['this', 'other']) {
          const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true });
          await context.addInitScript(LCP);
          for (let load = 0; load < LOADS.length; load++)
            results[name][load].push(await lcpOf(context, builds[name].shell.url + paths[name][path]));
          await context.close();
        }
      }
      for (const name of ['other', 'this']) {
        const cells = LOADS.map(
          (load, i) =>
            `${load} ${Math.round(median(results[name][i]))} [${results[name][i].map(Math.round).join(' ')}]`,
        );
        console.log(`  ${path.padEnd(10)} ${name.padEnd(6)} ${cells.join('   ')}`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(builds).map((b) => b.stop()));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
