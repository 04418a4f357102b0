// `npm run bench:web`: front-end budgets of the production build, measured in headless Chromium.
// First table, the default profile: a phone on a slow network, Lighthouse's mobile throttling through CDP
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, 412x823 viewport):
//   - JavaScript on the wire (what the browser received, compressed: CDP encodedDataLength) before the first
//     render of `/` (target <= 150 KB)
//   - FCP and LCP of `/` and `/books`, cold (fresh context, empty cache) and warm (same context, second load),
//     median of several runs (targets: LCP <= 1000 ms cold, <= 500 ms warm; a book's
//     and an author's page <= 1500 ms cold, <= 600 ms warm), and the critical request chain
//   - images on the wire (covers, avatars) of a cold load of each page
// Second table: the same on a desktop, unthrottled (1280x800; targets LCP <= 800 ms cold, <= 300 ms warm).
// Starts the built product (dist/: `npm run build` first) on free ports, prints a table, and when a target is
// missed, what costs the most. Options: BENCH_RUNS (default 7), BENCH_PORTS (range, default 4360-4399),
// CHROMIUM_PATH. Exit code 0 unless the run itself failed; `--strict` exits 1 when a target is missed. Besides `/` and
// `/books`, it measures the page of the catalogue's first book (its cover is its LCP; its HTML carries the edge's
// head) and that book's author's page.
import { gzipSync } from 'node:zlib';
import { startProduct } from './lib/product.mjs';
import { DESKTOP, PHONE, freePorts, launchChromium, throttle } from './lib/web-bench.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const STRICT = process.argv.includes('--strict');
const PROFILES = [PHONE, DESKTOP];
const PAGES = ['/', '/books'];

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : 'n/a');

// Installed before any script of the page: paint timings, LCP (with its element), and the moment the home
// screen's content (a remote's root element) is first in the DOM.
const OBSERVE = () => {
  const perf = (window.__perf = { fcp: null, lcp: null, lcpElement: null, rendered: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.lcp = e.startTime;
      const el = e.element;
      perf.lcpElement = el
        ? `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> ${e.url || (el.textContent || '').trim().slice(0, 60)}`
        : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    if (perf.rendered === null && document.querySelector('[data-remote]')) perf.rendered = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

/** Applies the profile's throttling to `page` and records bytes on the wire per request (CDP). */
async function instrument(page, profile) {
  const cdp = await throttle(page, profile);
  const urls = new Map();
  const wire = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) wire.set(url, (wire.get(url) ?? 0) + e.encodedDataLength);
  });
  // Where each response came from: the HTTP cache without asking, a revalidation (304), or the network.
  const source = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const { status, fromDiskCache, fromPrefetchCache, fromServiceWorker } = e.response;
    if (source.get(e.response.url) === '304') return;
    source.set(
      e.response.url,
      fromDiskCache || fromPrefetchCache || fromServiceWorker ? 'cache' : status === 304 ? '304' : 'network',
    );
  });
  // A revalidated response is reported as the cached 200; the status that came over the network says 304.
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const url = urls.get(e.requestId);
    if (url && e.statusCode === 304) source.set(url, '304');
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const url = urls.get(e.requestId);
    if (url) source.set(url, 'cache');
  });
  page.__wire = wire;
  page.__source = source;
}

// The page has rendered its first screen: no spinner, loader or pending list left, and the images in view loaded.
// (The network going idle is not enough: on a throttled CPU, rendering goes on well after the last response.)
const FIRST_SCREEN_READY = () => {
  if (
    document.querySelector(
      '.ui-spinner, .ui-fullscreen, .reader-page-loader, .shell-remote-loading, [aria-busy="true"]',
    )
  )
    return false;
  if (/Loading/.test(document.querySelector('main')?.textContent ?? '')) return false;
  return [...document.images].every((img) => img.getBoundingClientRect().top >= innerHeight || img.complete);
};

async function measure(page, url, profile) {
  await instrument(page, profile);
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  await page.waitForSelector('[data-remote]', { timeout: 60000 });
  await page.waitForFunction(FIRST_SCREEN_READY, undefined, { timeout: 60000, polling: 100 });
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  return page
    .evaluate(() => {
      const resources = performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        type: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
        transfer: r.transferSize,
      }));
      const nav = performance.getEntriesByType('navigation')[0];
      return { ...window.__perf, resources, ttfb: nav ? nav.responseStart : null };
    })
    .then((r) => ({ ...r, wire: new Map(page.__wire), source: new Map(page.__source) }));
}

/** The images a load fetched (covers, avatars: `<img>` and `<picture>` requests) and their bytes on the wire. */
function imageBytes(run) {
  const images = run.resources.filter(
    (r) => r.type === 'img' || /\.(?:png|jpe?g|gif|webp|avif|svg)(?:\?|$)/.test(r.name),
  );
  return { count: images.length, wire: images.reduce((t, r) => t + (run.wire.get(r.name) ?? 0), 0) };
}

const bodies = new Map();
async function gzipSize(url) {
  if (!bodies.has(url)) {
    const res = await fetch(url);
    const buf = Buffer.from(await res.arrayBuffer());
    bodies.set(url, { raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
  }
  return bodies.get(url);
}

async function main() {
  const [api, shell, reader, admin] = await freePorts(4);
  console.log(`Starting the built product (API :${api}, shell :${shell}, reader :${reader}, admin :${admin})...`);
  const product = await startProduct({
    ports: { api, shell, reader, admin },
    apiEnv: { JWT_SECRET: 'bench-web', AUTH_RATE_LIMIT: '1000' },
    quiet: true,
  });
  const base = product.shell.url;
  // The pages readers arrive on from search engines and shared links: the catalogue's first book and its author.
  const [book] = (await (await fetch(`${product.api.url}/api/books?limit=1`)).json()).data;
  PAGES.push(`/books/${book._id}`, `/authors/${book.author?._id ?? book.author}`);
  const browser = await launchChromium();
  const owners = await chunkOwners([product.shell.url, product.reader.url, product.admin.url]);
  Object.assign(APPS, {
    [product.shell.url]: 'shell',
    [product.reader.url]: 'reader-app',
    [product.admin.url]: 'admin-app',
  });
  let missed = false;
  try {
    // Warm-up (the first Chromium start and the first API queries are not what a visitor sees).
    {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      for (const p of PAGES) await measure(page, base + p, PROFILES[1]);
      await ctx.close();
    }
    for (const profile of PROFILES) missed = (await runProfile(browser, base, owners, profile)) || missed;
    console.log(
      missed
        ? '\nSome targets were MISSED: see the largest scripts and the critical chains above.'
        : '\nAll targets met.',
    );
  } finally {
    await browser.close();
    await product.stop();
  }
  if (STRICT && missed) process.exit(1);
}

/** One table: median of RUNS cold and warm loads of each page under `profile`. Returns whether a target was missed. */
async function runProfile(browser, base, owners, profile) {
  const { targets } = profile;
  let missed = false;
  const results = {};
  let home = null;
  for (const p of PAGES) results[p] = { cold: [], warm: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const p of PAGES) {
      const ctx = await browser.newContext({ viewport: profile.viewport, isMobile: profile.viewport.width < 800 });
      await ctx.addInitScript(OBSERVE);
      const page = await ctx.newPage();
      const cold = await measure(page, base + p, profile);
      const warmPage = await ctx.newPage();
      const warm = await measure(warmPage, base + p, profile);
      results[p].cold.push(cold);
      results[p].warm.push(warm);
      if (p === '/' && !home) home = cold;
      await ctx.close();
    }
  }

  // JavaScript before the first render of `/`: every script requested before the home content was in the DOM,
  // with the bytes the browser received for it (compressed or not).
  const scripts = home.resources.filter(
    (r) => (r.type === 'script' || /\.m?js(\?|$)/.test(r.name)) && r.start <= (home.rendered ?? Infinity),
  );
  const js = [];
  for (const s of scripts)
    js.push({
      url: s.name,
      owner: await ownerOf(s.name, owners),
      wire: home.wire.get(s.name) ?? 0,
      ...(await gzipSize(s.name)),
    });
  js.sort((a, b) => b.wire - a.wire);
  const jsWire = js.reduce((t, f) => t + f.wire, 0);
  const jsRaw = js.reduce((t, f) => t + f.raw, 0);
  const allWire = [...home.wire.values()].reduce((t, b) => t + b, 0);

  console.log(`\n${profile.name}: median of ${RUNS} runs (shared 2-core machine, so expect noise)\n`);
  const rows = [['measure', 'value', 'target', 'result']];
  const jsOk = jsWire / 1024 <= targets.jsKb;
  rows.push([
    `JS on the wire before first render of / (${js.length} files, ${kb(jsRaw)} KB raw)`,
    `${kb(jsWire)} KB`,
    `<= ${targets.jsKb} KB`,
    jsOk ? 'ok' : 'MISSED',
  ]);
  rows.push([`all bytes on the wire for / (cold)`, `${kb(allWire)} KB`, '', '']);
  for (const p of PAGES) {
    const { count, wire } = imageBytes(results[p].cold[0]);
    rows.push([`images on the wire for ${p} (cold, ${count} loaded)`, `${kb(wire)} KB`, '', '']);
  }
  missed ||= !jsOk;
  for (const p of PAGES) {
    for (const mode of ['cold', 'warm']) {
      const runs = results[p][mode];
      const fcp = median(runs.map((r) => r.fcp));
      const lcp = median(runs.map((r) => r.lcp));
      const budget = /^\/(books|authors)\/./.test(p) && targets.entryPage ? targets.entryPage : targets;
      const target = mode === 'cold' ? budget.lcpCold : budget.lcpWarm;
      const ok = lcp <= target;
      missed ||= !ok;
      rows.push([`${p} ${mode}: FCP`, `${ms(fcp)} ms`, '', '']);
      rows.push([
        `${p} ${mode}: LCP (min ${ms(Math.min(...runs.map((r) => r.lcp ?? Infinity)))}, max ${ms(Math.max(...runs.map((r) => r.lcp ?? 0)))})`,
        `${ms(lcp)} ms`,
        `<= ${target} ms`,
        ok ? 'ok' : 'MISSED',
      ]);
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  rows.forEach((r, i) => {
    console.log('  ' + r.map((c, j) => (j === 1 ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  '));
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  });

  console.log('\nLargest JavaScript before the first render of / (on the wire / gzip -6 of the body):');
  for (const f of js.slice(0, 8))
    console.log(
      `  ${kb(f.wire).padStart(7)} KB / ${kb(f.gzip).padStart(6)} KB  ${f.owner.padEnd(44)} ${f.url.replace(/^http:\/\/localhost:/, ':')}`,
    );

  for (const p of PAGES) {
    for (const mode of ['cold', 'warm']) {
      const runs = results[p][mode];
      const run = runs.find((r) => r.lcp === median(runs.map((x) => x.lcp))) ?? runs[0];
      printChain(`${p} (a typical ${mode} run)`, run);
    }
  }
  return missed;
}

/**
 * The critical request chain of one load: every request that started before LCP, in start order, with its bytes on
 * the wire and where it came from: the network, the HTTP cache (no request), or a revalidation (304: a round trip
 * for no body).
 */
function printChain(title, run) {
  console.log(
    `\n${title}: TTFB ${ms(run.ttfb)} ms, content in DOM at ${ms(run.rendered)} ms, FCP ${ms(run.fcp)} ms, LCP ${ms(run.lcp)} ms`,
  );
  console.log(`  LCP element: ${run.lcpElement ?? 'n/a'}`);
  const chain = run.resources.filter((r) => r.start < (run.lcp ?? Infinity)).sort((a, b) => a.start - b.start);
  const source = (r) => run.source.get(r.name) ?? 'cache';
  const count = (kind) => chain.filter((r) => source(r) === kind).length;
  console.log(
    `  critical request chain (${chain.length} requests before LCP: ${count('network')} network, ${count('304')} revalidated, ${count('cache')} from cache; start -> end, bytes on the wire):`,
  );
  console.log(`    ${'0'.padStart(5)} -> ${ms(run.ttfb).padStart(5)} ms  document (TTFB)`);
  for (const r of chain)
    console.log(
      `    ${ms(r.start).padStart(5)} -> ${ms(r.end).padStart(5)} ms  ${kb(run.wire.get(r.name) ?? 0).padStart(6)} KB  ${source(r).padEnd(7)}  ${r.name.replace(/^http:\/\/localhost:/, ':')}`,
    );
  const lastApi = chain.filter((r) => r.name.includes('/api/')).reduce((m, r) => Math.max(m, r.end), 0);
  const lastJs = chain.filter((r) => /\.js(\?|$)/.test(r.name)).reduce((m, r) => Math.max(m, r.end), 0);
  console.log(`  last script before LCP done at ${ms(lastJs)} ms, last API answer at ${ms(lastApi)} ms`);
}

// Library code recognised by text its production build always contains (for chunks no manifest names).
const MARKERS = [
  ['react-dom (client)', /__reactFiber\$/],
  ['react-router', /may be used only in the context of a <Router> component/],
  ['react', /takes an object of state variables to update/],
  ['@tanstack/react-query', /QueryClientProvider|No QueryClient set/],
  ['react-hot-toast', /go\d+|toast-bar|data-toast/],
  ['Module Federation runtime', /__FEDERATION__/],
];

const APPS = {};
async function ownerOf(url, owners) {
  const known = owners.get(url.split('?')[0]);
  if (known) return known;
  const app = `${APPS[new URL(url).origin] ?? new URL(url).origin}:`;
  const body = await (await fetch(url)).text();
  const found = MARKERS.filter(([, re]) => re.test(body)).map(([name]) => name);
  return found.length ? `${app} ${found.slice(0, 2).join(' + ')}` : `${app} app code`;
}

/** Which shared library (per each app's mf-manifest.json) a chunk URL carries. */
async function chunkOwners(origins) {
  const map = new Map();
  for (const origin of origins) {
    const app = { [origins[0]]: 'shell', [origins[1]]: 'reader-app', [origins[2]]: 'admin-app' }[origin];
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    for (const shared of manifest.shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(file, `${origin}/`).href;
        map.set(url, map.has(url) ? `${map.get(url)}+${shared.name}` : `${app}: ${shared.name}`);
      }
    }
    for (const file of ['remoteEntry.js']) map.set(new URL(file, `${origin}/`).href, `${app}: remote entry`);
    const html = await (await fetch(`${origin}/`)).text();
    for (const m of html.matchAll(/src="\/?(main\.[0-9a-f]+\.js)"/g))
      map.set(new URL(m[1], `${origin}/`).href, `${app}: main (runtime)`);
  }
  return map;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
