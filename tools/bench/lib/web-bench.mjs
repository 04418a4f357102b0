// What the browser benchmarks share (web.mjs, web-trace.mjs, web-compare.mjs): the profiles, free ports for the
// product, a headless Chromium, and a page throttled to a profile.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('../../lib/chromium-flags.json', import.meta.url), 'utf8'));

const MBPS = (1024 * 1024) / 8;

/** Lighthouse's mobile profile: the default of `npm run bench -- web`. */
export const PHONE = {
  name: 'phone on a slow network (Lighthouse mobile: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU), 412x823',
  viewport: { width: 412, height: 823 },
  network: { offline: false, latency: 150, downloadThroughput: 1.6 * MBPS, uploadThroughput: 0.75 * MBPS },
  cpuRate: 4,
  // The product's budgets: the landing pages (home, catalogue) paint first; a book's or an author's page, where
  // readers arrive from search engines and shared links, within half a second more when cold.
  targets: { jsKb: 150, lcpCold: 1000, lcpWarm: 500, entryPage: { lcpCold: 1500, lcpWarm: 600 } },
};

export const DESKTOP = {
  name: 'desktop, unthrottled, 1280x800',
  viewport: { width: 1280, height: 800 },
  network: null,
  cpuRate: 1,
  targets: { jsKb: 150, lcpCold: 800, lcpWarm: 300 },
};

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** `count` free ports in BENCH_PORTS (a range, default 4360-4399). */
export async function freePorts(count) {
  const [from, to] = (process.env.BENCH_PORTS ?? '4360-4399').split('-').map(Number);
  const ports = [];
  for (let p = from; p <= to && ports.length < count; p++) if (await portIsFree(p)) ports.push(p);
  if (ports.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return ports;
}

/** Debian's Chromium, headless, with the browser tests' flags: nothing that reaches for the network. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A CDP session on `page` with the profile's network and CPU throttling applied (and the Network domain on). */
export async function throttle(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  return cdp;
}
