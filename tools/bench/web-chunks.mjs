// What `bench web` names the scripts a page loads by: the shared library or app each chunk carries (per each app's
// mf-manifest.json, or recognised by text its production build always contains), and their gzip size.
import { gzipSync } from 'node:zlib';

const bodies = new Map();
export async function gzipSize(url) {
  if (!bodies.has(url)) {
    const res = await fetch(url);
    const buf = Buffer.from(await res.arrayBuffer());
    bodies.set(url, { raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
  }
  return bodies.get(url);
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

/** The apps' names by origin (set once the product has started). */
export const APPS = {};
export async function ownerOf(url, owners) {
  const known = owners.get(url.split('?')[0]);
  if (known) return known;
  const app = `${APPS[new URL(url).origin] ?? new URL(url).origin}:`;
  const body = await (await fetch(url)).text();
  const found = MARKERS.filter(([, re]) => re.test(body)).map(([name]) => name);
  return found.length ? `${app} ${found.slice(0, 2).join(' + ')}` : `${app} app code`;
}

/** Which shared library (per each app's mf-manifest.json) a chunk URL carries. */
export async function chunkOwners(origins) {
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
