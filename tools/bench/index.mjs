// `npm run bench -- <benchmark> [options]`: the product's benchmarks, one module each in tools/bench/ (their options
// are described at the top of each module). `npm run bench` alone lists them. The API requests that `api` and `scale`
// send are those of the request catalogue (api/src/testing/request-catalogue.ts), also budgeted by the API's scan
// budget test. Records of the current figures: docs/bench/<benchmark>.txt.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

/** name: [module, what it measures (one line), { option that runs another module instead: module }] */
const BENCHMARKS = {
  web: [
    'web.mjs',
    'LCP, FCP and JavaScript of the built pages in Chromium, phone and desktop (--trace [page], --compare <workspace>)',
    { '--trace': 'web-trace.mjs', '--compare': 'web-compare.mjs' },
  ],
  api: [
    'api.mjs',
    'throughput and p99 of the hottest reads beside bare Express and node:http (needs dist/api; --profile)',
  ],
  scale: [
    'scale.mjs',
    'each catalogued request at 1,000 and 5,000 books beside its floor, and cached (--profile, --queries)',
    { '--queries': 'scale-queries.mjs' },
  ],
  import: ['import.mjs', "a 5,000-row Goodreads import, and the catalogue's latency meanwhile"],
  uploads: ['uploads.mjs', 'serving one image from each image store: full answers and 304s (needs dist/api)'],
  snapshot: ['snapshot.mjs', "write and load times of the embedded database's snapshot (npm start's data), by size"],
  chaos: ['chaos.mjs', 'the built API under load while its database is frozen, killed and restarted (needs dist/api)'],
};

const [name, ...args] = process.argv.slice(2);
const benchmark = BENCHMARKS[name];
if (!benchmark) {
  if (name && name !== '--help') console.error(`no benchmark named "${name}"\n`);
  console.log('usage: npm run bench -- <benchmark> [options]\n');
  const width = Math.max(...Object.keys(BENCHMARKS).map((n) => n.length));
  for (const [n, [, summary]] of Object.entries(BENCHMARKS)) console.log(`  ${n.padEnd(width)}  ${summary}`);
  process.exit(name && name !== '--help' ? 2 : 0);
}
const [file, , variants = {}] = benchmark;
const variant = Object.keys(variants).find((flag) => args.includes(flag));
// Each module reads its options from process.argv as when it ran on its own: the name and the variant's flag go.
process.argv = [process.argv[0], process.argv[1], ...args.filter((a) => a !== variant)];
await import(pathToFileURL(join(import.meta.dirname, variant ? variants[variant] : file)).href);
