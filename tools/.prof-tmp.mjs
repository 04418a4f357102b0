import { chromium } from 'playwright-core';
import { startProduct } from './lib/product.mjs';
const product = await startProduct({ ports: { api: 4970, shell: 4971, reader: 4972, admin: 4973 }, apiEnv: { JWT_SECRET: 'x', AUTH_RATE_LIMIT: '1000' }, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  for (const round of ['cold', 'warm']) {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 0.75 * 1024 * 1024 / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(product.shell.url + (process.argv[2] ?? '/'), { waitUntil: 'load' });
    await page.waitForSelector('.reader-hero__lead, [data-testid="book-card"]', { timeout: 30000 });
    const elapsed = Date.now() - t0;
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const key = `${n.callFrame.url.replace(/^http:\/\/localhost:\d+\//, '') || '(' + n.callFrame.functionName + ')'}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    const fn = new Map();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const key = `${n.callFrame.functionName || '(anon)'} @ ${n.callFrame.url.replace(/^http:\/\/localhost:\d+\//, '')}:${n.callFrame.lineNumber}`;
      fn.set(key, (fn.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log(`\n${round}: visible after ${elapsed} ms; self time by script (ms, throttled):`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
    console.log('  top functions:');
    for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${v.toFixed(0).padStart(6)}  ${k.slice(0, 120)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
