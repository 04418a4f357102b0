// `npm run bench:web`: front-end budgets of the production build, measured in headless Chromium as a phone on
// a slow network sees them (Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU
// slowdown, 412x823 viewport), then unthrottled on a desktop viewport for comparison.
//   - JavaScript on the wire (bytes as they arrive: Network.loadingFinished's encodedDataLength) before the first
//     render of `/` (target <= 150 KB)
//   - FCP and LCP of `/` and `/books`, cold (fresh context, empty cache) and warm (same context, second load),
//     median of several runs (targets, phone: LCP <= 2.5 s cold, <= 0.8 s warm)
//   - the critical request chain of a cold load (what started when, and what it waited for)
// Starts the built product (dist/: `npm run build` first) on free ports. Options: BENCH_RUNS (default 3),
// BENCH_PORTS (range, default 4360-4399), CHROMIUM_PATH. Exit code 0 unless the run itself failed; `--strict`
// exits 1 when a phone target is missed.
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { startProduct } from './lib/product.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STRICT = process.argv.includes('--strict');
const TARGETS = { jsKb: 150, lcpCold: 2500, lcpWarm: 800 };
const PROFILES = {
  phone: { label: 'phone, Lighthouse mobile throttling', viewport: { width: 412, height: 823 }, isMobile: true, throttle: true },
  desktop: { label: 'desktop 1280x800, unthrottled', viewport: { width: 1280, height: 800 }, isMobile: false, throttle: false },
};
const PAGES = ['/', '/books'];

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePorts(count) {
  const [from, to] = (process.env.BENCH_PORTS ?? '4360-4399').split('-').map(Number);
  const ports = [];
  for (let p = from; p <= to && ports.length < count; p++) if (await portIsFree(p)) ports.push(p);
  if (ports.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return ports;
}

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
      perf.lcpElement = el ? `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className).slice(0, 60)}"` : ''}> ${e.url || (el.textContent || '').trim().slice(0, 60)}` : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => {
    if (perf.rendered === null && document.querySelector('[data-remote]')) perf.rendered = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

/** A page with the profile's network and CPU throttling, counting bytes as they arrive on the wire. */
async function openPage(ctx, profile) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.throttle) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const requests = new Map();
  page.wire = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) page.wire.push({ ...r, bytes: e.encodedDataLength, finishedAt: Date.now() });
  });
  return page;
}

async function measure(page, url) {
  page.wire.length = 0;
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  await page.waitForSelector('[data-remote]', { timeout: 30000 });
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource').map((r) => ({
      name: r.name,
      type: r.initiatorType,
      start: r.startTime,
      end: r.responseEnd,
      transfer: r.transferSize,
    }));
    const nav = performance.getEntriesByType('navigation')[0];
    return { ...window.__perf, resources, ttfb: nav ? nav.responseStart : null, timeOrigin: performance.timeOrigin };
  }).then((m) => ({ ...m, wire: [...page.wire] }));
}

async function main() {
  const [api, shell, reader, admin] = await freePorts(4);
  console.log(`Starting the built product (API :${api}, shell :${shell}, reader :${reader}, admin :${admin})...`);
  const product = await startProduct({ ports: { api, shell, reader, admin }, apiEnv: { JWT_SECRET: 'bench-web', AUTH_RATE_LIMIT: '1000', LOGIN_ACCOUNT_LIMIT: '1000' }, quiet: true });
  const base = product.shell.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const owners = await chunkOwners([product.shell.url, product.reader.url, product.admin.url]);
  Object.assign(APPS, { [product.shell.url]: 'shell', [product.reader.url]: 'reader-app', [product.admin.url]: 'admin-app' });
  let missed = false;
  try {
    // Warm-up (the first Chromium start and the first API queries are not what a visitor sees).
    {
      const ctx = await browser.newContext({ viewport: PROFILES.desktop.viewport });
      const page = await openPage(ctx, PROFILES.desktop);
      for (const p of PAGES) await measure(page, base + p);
      await ctx.close();
    }
    for (const [name, profile] of Object.entries(PROFILES)) {
      const results = {};
      let home = null;
      for (const p of PAGES) results[p] = { cold: [], warm: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const p of PAGES) {
          const ctx = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.isMobile });
          await ctx.addInitScript(OBSERVE);
          const cold = await measure(await openPage(ctx, profile), base + p);
          const warm = await measure(await openPage(ctx, profile), base + p);
          results[p].cold.push(cold);
          results[p].warm.push(warm);
          if (p === '/' && !home) home = cold;
          await ctx.close();
        }
      }

      // JavaScript on the wire before the first render of `/`: every script that arrived before the home content was in the DOM.
      const renderedAt = home.timeOrigin + (home.rendered ?? Infinity);
      const js = home.wire.filter((r) => (r.type === 'Script' || /\.m?js(\?|$)/.test(r.url)) && r.finishedAt <= renderedAt);
      for (const f of js) f.owner = await ownerOf(f.url, owners);
      js.sort((a, b) => b.bytes - a.bytes);
      const jsWire = js.reduce((t, f) => t + f.bytes, 0);
      const allWire = home.wire.reduce((t, f) => t + f.bytes, 0);

      console.log(`\n${profile.label}: production build, headless Chromium, median of ${RUNS} runs (shared 2-core machine, so expect noise)\n`);
      const gated = name === 'phone';
      const rows = [['measure', 'value', gated ? 'target' : '', gated ? 'result' : '']];
      const jsOk = jsWire / 1024 <= TARGETS.jsKb;
      rows.push([`JS on the wire before the first render of / (${js.length} files)`, `${kb(jsWire)} KB`, gated ? `<= ${TARGETS.jsKb} KB` : '', gated ? (jsOk ? 'ok' : 'MISSED') : '']);
      rows.push(['all bytes on the wire for a cold load of /', `${kb(allWire)} KB`, '', '']);
      if (gated) missed ||= !jsOk;
      for (const p of PAGES) {
        for (const mode of ['cold', 'warm']) {
          const runs = results[p][mode];
          const fcp = median(runs.map((r) => r.fcp));
          const lcp = median(runs.map((r) => r.lcp));
          const target = mode === 'cold' ? TARGETS.lcpCold : TARGETS.lcpWarm;
          const ok = lcp <= target;
          if (gated) missed ||= !ok;
          rows.push([`${p} ${mode}: FCP`, `${ms(fcp)} ms`, '', '']);
          rows.push([`${p} ${mode}: LCP (min ${ms(Math.min(...runs.map((r) => r.lcp ?? Infinity)))}, max ${ms(Math.max(...runs.map((r) => r.lcp ?? 0)))})`, `${ms(lcp)} ms`, gated ? `<= ${target} ms` : '', gated ? (ok ? 'ok' : 'MISSED') : '']);
        }
      }
      const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
      rows.forEach((r, i) => {
        console.log('  ' + r.map((c, j) => (j === 1 ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  '));
        if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
      });
      if (!gated) continue;

      console.log('\nLargest JavaScript on the wire before the first render of /:');
      for (const f of js.slice(0, 8)) console.log(`  ${kb(f.bytes).padStart(7)} KB ${(f.encoding || 'raw').padEnd(4)} ${f.owner.padEnd(44)} ${f.url.replace(/^http:\/\/localhost:/, ':')}`);

      for (const p of PAGES) {
        const cold = results[p].cold.find((r) => r.lcp === median(results[p].cold.map((x) => x.lcp))) ?? results[p].cold[0];
        console.log(`\n${p} (a typical cold run): TTFB ${ms(cold.ttfb)} ms, content in DOM at ${ms(cold.rendered)} ms, FCP ${ms(cold.fcp)} ms, LCP ${ms(cold.lcp)} ms`);
        console.log(`  LCP element: ${cold.lcpElement ?? 'n/a'}`);
        console.log('  critical request chain (requests that started before LCP, in order):');
        const chain = cold.resources.filter((r) => r.start < (cold.lcp ?? Infinity)).sort((a, b) => a.start - b.start);
        for (const r of chain.slice(0, 14)) console.log(`    ${ms(r.start).padStart(5)} -> ${ms(r.end).padStart(5)} ms  ${r.name.replace(/^http:\/\/localhost:/, ':').slice(0, 100)}`);
        const lastApi = chain.filter((r) => r.name.includes('/api/')).reduce((m, r) => Math.max(m, r.end), 0);
        const lastJs = chain.filter((r) => /\.js(\?|$)/.test(r.name)).reduce((m, r) => Math.max(m, r.end), 0);
        console.log(`  last script before LCP done at ${ms(lastJs)} ms, last API answer at ${ms(lastApi)} ms`);
      }
    }
    console.log(missed ? '\nSome phone targets were MISSED: see the largest scripts and the request chain above.' : '\nAll phone targets met.');
  } finally {
    await browser.close();
    await product.stop();
  }
  if (STRICT && missed) process.exit(1);
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
    for (const m of html.matchAll(/src="?\/?(main\.[0-9a-f]+\.js)/g)) map.set(new URL(m[1], `${origin}/`).href, `${app}: main (runtime)`);
  }
  return map;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
