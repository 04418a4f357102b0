// `npm run bench -- web --trace [/books] [--save DIR]`: where a page's main thread spends the time before its LCP,
// from a Chromium performance trace, under the phone profile of `npm run bench -- web` (4x CPU, slow network).
// One browser context loads the page three times: cold (not traced), then warm (the second load: every file in the
// HTTP cache, but V8 has no code cache for the scripts yet: Chromium writes it on the second load and uses it from
// the third) and returning (the third load: what a reader who comes back sees). For each traced load it prints the
// main thread's time from navigation to LCP by kind of work, and its longest tasks. Tracing slows the page (expect an
// LCP above `npm run bench -- web`'s): read the shares, not the absolute times. Starts the built product (dist/:
// `npm run build` first) on free ports of BENCH_PORTS.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProduct } from '../lib/product.mjs';
import { DESKTOP, PHONE, freePorts, launchChromium, throttle } from './lib/web-bench.mjs';

const args = process.argv.slice(2);
const PAGE = args.find((a) => a.startsWith('/')) ?? '/';
const SAVE = args.includes('--save') ? args[args.indexOf('--save') + 1] : null;
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
];
const MIN_TASK_MS = 15;

/** The work a trace event is, for attribution (top-most match wins; the rest of a task is Chromium's own work). */
const KINDS = [
  [
    'script: evaluate a file (compile + run its top level)',
    (e) => e.name === 'EvaluateScript' || e.name === 'v8.compile',
  ],
  [
    'script: callbacks (React render and commit, promises, timers, events)',
    (e) =>
      ['FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame', 'v8.callFunction'].includes(
        e.name,
      ),
  ],
  ['style and layout', (e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout'],
  ['paint', (e) => ['PrePaint', 'Paint', 'Commit', 'Layerize', 'UpdateLayer'].includes(e.name)],
  ['HTML parsing (the document, SVG images)', (e) => e.name === 'ParseHTML'],
  ['style sheets', (e) => e.name === 'ParseAuthorStyleSheet'],
];
const kindOf = (e) => KINDS.find(([, match]) => match(e))?.[0];

const short = (url) => String(url ?? '').replace(/^http:\/\/localhost:\d+\//, '');

function attribute(events) {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .pop();
  if (!nav) throw new Error('no navigation in the trace');
  const onMain = (e) => e.pid === nav.pid && e.tid === nav.tid;
  const t0 = nav.ts;
  const at = (e) => (e.ts - t0) / 1000;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === nav.pid).pop();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const end = lcp.ts;
  const complete = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.ts >= t0 && e.ts <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = complete.filter((e) => e.name === 'RunTask');
  const inside = (outer, e) => e !== outer && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
  const totals = new Map(KINDS.map(([name]) => [name, 0]));
  totals.set("Chromium's own (navigation, loading, scheduling)", 0);
  const long = [];
  let busy = 0;
  let cursor = 0; // index into `complete`: tasks do not overlap, so their children follow them in order
  for (const task of tasks) {
    busy += task.dur;
    while (cursor < complete.length && complete[cursor].ts < task.ts) cursor++;
    const children = [];
    for (let i = cursor; i < complete.length && complete[i].ts <= task.ts + task.dur; i++)
      if (inside(task, complete[i]) && kindOf(complete[i])) children.push(complete[i]);
    const top = children.filter((c) => !children.some((o) => inside(o, c)));
    let attributed = 0;
    for (const c of top) {
      totals.set(kindOf(c), totals.get(kindOf(c)) + c.dur);
      attributed += c.dur;
    }
    totals.set(
      "Chromium's own (navigation, loading, scheduling)",
      totals.get("Chromium's own (navigation, loading, scheduling)") + Math.max(0, task.dur - attributed),
    );
    if (task.dur / 1000 >= MIN_TASK_MS) {
      const main = top.sort((a, b) => b.dur - a.dur).slice(0, 3);
      const what = main
        .map((c) => `${c.name}${c.args?.data?.url ? ` ${short(c.args.data.url)}` : ''} ${(c.dur / 1000).toFixed(0)}`)
        .join(', ');
      long.push(
        `    ${at(task).toFixed(0).padStart(6)} ms  +${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${what || "Chromium's own work"}`,
      );
    }
  }
  const span = (end - t0) / 1000;
  return {
    fcp: fcp ? at(fcp) : null,
    lcp: span,
    busy: busy / 1000,
    totals,
    long,
    lcpElement: lcp.args?.data?.nodeName ?? lcp.args?.data?.type,
  };
}

function report(label, trace) {
  const { fcp, lcp, busy, totals, long } = attribute(trace.traceEvents ?? trace);
  console.log(
    `\n${PAGE}, ${label}: FCP ${fcp?.toFixed(0) ?? 'n/a'} ms, LCP ${lcp.toFixed(0)} ms (traced); main thread busy ${busy.toFixed(0)} ms of it, idle ${(lcp - busy).toFixed(0)} ms`,
  );
  for (const [kind, us] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${((us / 1000 / lcp) * 100).toFixed(0).padStart(3)}%  ${kind}`,
    );
  console.log(`  tasks of ${MIN_TASK_MS} ms or more (start, duration, their largest parts in ms):`);
  for (const line of long) console.log(line);
}

async function main() {
  const [api, shell, reader, admin] = await freePorts(4);
  const product = await startProduct({
    ports: { api, shell, reader, admin },
    apiEnv: { JWT_SECRET: 'trace-web', AUTH_RATE_LIMIT: '1000' },
    quiet: true,
  });
  const browser = await launchChromium();
  try {
    const url = product.shell.url + PAGE;
    {
      // Warm-up: the first Chromium start and the API's first queries are not what a visitor meets.
      const ctx = await browser.newContext({ viewport: DESKTOP.viewport });
      await (await ctx.newPage()).goto(url, { waitUntil: 'networkidle' });
      await ctx.close();
    }
    const ctx = await browser.newContext({ viewport: PHONE.viewport, isMobile: true });
    console.log(`${PHONE.name}; trace of ${PAGE} (shell :${shell}, reader :${reader}, API :${api})`);
    for (const [load, label] of [
      [1, 'cold'],
      [2, 'warm (second load: files cached, no V8 code cache yet)'],
      [3, 'returning (third load: files cached, V8 code cache used)'],
    ]) {
      const page = await ctx.newPage();
      await throttle(page, PHONE);
      if (load > 1) await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load', timeout: 60000 });
      await page.waitForSelector('[data-remote]', { timeout: 60000 });
      await page.waitForTimeout(3000); // the LCP settles (no input ends it in a headless load)
      if (load > 1) {
        const buffer = await browser.stopTracing();
        if (SAVE) {
          mkdirSync(SAVE, { recursive: true });
          writeFileSync(
            join(SAVE, `trace-${PAGE === '/' ? 'home' : PAGE.slice(1).replace(/\W/g, '-')}-${load}.json`),
            buffer,
          );
        }
        report(label, JSON.parse(buffer.toString()));
      }
      await page.close();
    }
    await ctx.close();
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
