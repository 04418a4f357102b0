// Lighthouse's four scores of pages of the running product (`npm run bench -- web` prints them after its tables):
// Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown, a phone's screen) in Debian's Chromium,
// the median of several runs per page (its performance score moves by a few points between runs on these machines).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('../lib/chromium-flags.json', import.meta.url), 'utf8'));
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Debian's Chromium with a DevTools port for Lighthouse (which opens its own tab in it). */
function launchDebuggable() {
  const chrome = spawn(
    process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    ['--headless=new', '--remote-debugging-port=0', ...CHROMIUM_FLAGS, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), kill: () => chrome.kill() });
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${output}`)));
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

/**
 * `{ [url]: { performance, accessibility, 'best-practices', seo, cls } }`: each score 0-100 and the layout shift, the
 * median of `runs` cold loads.
 */
export async function lighthouseScores(urls, runs) {
  const chrome = await launchDebuggable();
  const scores = {};
  try {
    for (const url of urls) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        const { categories, audits } = result.lhr;
        samples.push({
          ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      scores[url] = Object.fromEntries(
        [...CATEGORIES, 'cls'].map((key) => [key, median(samples.map((sample) => sample[key]))]),
      );
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
