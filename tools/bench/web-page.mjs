// How `bench web` loads and reads one page in Chromium: paint timings and LCP observed from inside the page, bytes on
// the wire and where each response came from (CDP), the first screen's readiness, and the critical request chain.
import { throttle } from './lib/web-bench.mjs';

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : 'n/a');

// Installed before any script of the page: paint timings, LCP (with its element), and the moment the home
// screen's content (a remote's root element) is first in the DOM.
export const OBSERVE = () => {
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
  // Where each response came from: the HTTP cache without asking, the shell's service worker (a landing page it
  // keeps), a revalidation (304), or the network.
  const source = new Map();
  cdp.on('Network.responseReceived', (e) => {
    const { status, fromDiskCache, fromPrefetchCache, fromServiceWorker } = e.response;
    if (source.get(e.response.url) === '304') return;
    source.set(
      e.response.url,
      fromServiceWorker ? 'worker' : fromDiskCache || fromPrefetchCache ? 'cache' : status === 304 ? '304' : 'network',
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

export async function measure(page, url, profile) {
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
    .then((r) => ({ ...r, url, wire: new Map(page.__wire), source: new Map(page.__source) }));
}

/** The images a load fetched (covers, avatars: `<img>` and `<picture>` requests) and their bytes on the wire. */
export function imageBytes(run) {
  const images = run.resources.filter(
    (r) => r.type === 'img' || /\.(?:png|jpe?g|gif|webp|avif|svg)(?:\?|$)/.test(r.name),
  );
  return { count: images.length, wire: images.reduce((t, r) => t + (run.wire.get(r.name) ?? 0), 0) };
}

/**
 * The critical request chain of one load: every request that started before LCP, in start order, with its bytes on
 * the wire and where it came from: the network, the HTTP cache (no request), or a revalidation (304: a round trip
 * for no body).
 */
export function printChain(title, run) {
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
  const document = run.source.get(run.url) === 'worker' ? ', from the service worker' : '';
  console.log(`    ${'0'.padStart(5)} -> ${ms(run.ttfb).padStart(5)} ms  document (TTFB${document})`);
  for (const r of chain)
    console.log(
      `    ${ms(r.start).padStart(5)} -> ${ms(r.end).padStart(5)} ms  ${kb(run.wire.get(r.name) ?? 0).padStart(6)} KB  ${source(r).padEnd(7)}  ${r.name.replace(/^http:\/\/localhost:/, ':')}`,
    );
  const lastApi = chain.filter((r) => r.name.includes('/api/')).reduce((m, r) => Math.max(m, r.end), 0);
  const lastJs = chain.filter((r) => /\.js(\?|$)/.test(r.name)).reduce((m, r) => Math.max(m, r.end), 0);
  console.log(`  last script before LCP done at ${ms(lastJs)} ms, last API answer at ${ms(lastApi)} ms`);
}
