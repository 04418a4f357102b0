// The short form of `npm run bench:web` over the production builds: one cold and one warm load of each page, on the
// phone profile and on the desktop. Every figure must be measured, and the one budget in bytes is held (JavaScript on
// the wire before the first render of `/`, against the target bench:web prints: the same bytes on every run, so a
// bundle that grows past it fails here). The timings are printed, never asserted: speed is read from the full run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const PROFILES = ['phone on a slow network', 'desktop, unthrottled'];
const LOADS = ['/ cold', '/ warm', '/books cold', '/books warm'];

function benchWeb(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'tools/bench-web.mjs')], { cwd: ROOT, env: { ...process.env, BENCH_RUNS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The measures table under a profile's title line: { measure: [value, target?] }, e.g. '/ cold: LCP' -> ['844 ms', '<= 2500 ms']. */
function measures(output: string, profile: string): Record<string, string[]> {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.startsWith(profile));
  const rows: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    if (rows.measure && !line.trim()) break;
    const cells = line.trim().split(/\s{2,}/);
    if (cells.length >= 2) rows[cells[0].replace(/ \(.*\)$/, '')] = cells.slice(1);
  }
  return rows;
}

test('bench:web measures each page cold and warm on a phone and a desktop, within the JavaScript budget', async () => {
  const { code, output } = await benchWeb();
  expect({ code, tail: code ? output.slice(-3000) : '' }).toEqual({ code: 0, tail: '' });
  for (const profile of PROFILES) {
    const rows = measures(output, profile);
    const [js, budget] = rows['JS on the wire before first render of /'] ?? [];
    expect([profile, js, budget]).toEqual([profile, expect.stringMatching(/^[\d.]+ KB$/), expect.stringMatching(/^<= \d+ KB$/)]);
    expect(parseFloat(js)).toBeGreaterThan(0);
    expect(parseFloat(js)).toBeLessThanOrEqual(Number(/\d+/.exec(budget)![0]));
    for (const load of LOADS) {
      for (const figure of ['FCP', 'LCP']) expect([profile, load, figure, rows[`${load}: ${figure}`]?.[0]]).toEqual([profile, load, figure, expect.stringMatching(/^\d+ ms$/)]);
    }
  }
  // Each load also names its LCP element and the requests before it.
  expect(output.match(/LCP element: </g)?.length).toBe(PROFILES.length * LOADS.length);
  expect(output.match(/critical request chain \(\d+ requests before LCP/g)?.length).toBe(PROFILES.length * LOADS.length);
}, 240_000);
