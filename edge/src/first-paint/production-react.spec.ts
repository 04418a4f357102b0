// A live renderer renders with React's production build, as the deployment's build expects, and leaves the process's
// NODE_ENV as it found it: `npm start` runs the edge in the process that starts the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EDGE = join(__dirname, '../..');

/** Loads the edge as `npm start` does, makes a live renderer of `module`, renders `/`, and tells what it found. */
const PROBE = `
const { pathToFileURL } = require('node:url');
const [edge, module, dist] = process.argv.slice(1);
(async () => {
  await import(pathToFileURL(edge + '/node.mjs').href);
  const before = Object.keys(require.cache).filter((file) => /node_modules\\/react(-dom)?\\//.test(file));
  const { pageRenderer } = require(edge + '/src/first-paint/live.ts');
  const { renderPage } = require(edge + '/src/first-paint/render-page.ts');
  const { firstPaint } = pageRenderer({ module, dist, apiBase: 'http://127.0.0.1:9/api' });
  const html = renderPage(firstPaint, '/');
  // The files Node ran (an import of React from ESM also reads the other build's file, without running it).
  const builds = Object.entries(require.cache)
    .filter(([file, { loaded }]) => loaded && /node_modules\\/react(-dom)?\\/cjs\\//.test(file))
    .map(([file]) => file.split('node_modules/')[1]);
  console.log(JSON.stringify({ reactBeforeRenderer: before.length, html, builds, nodeEnv: process.env.NODE_ENV ?? null }));
})();
`;

describe("a live renderer's React", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'production-react-'));
    writeFileSync(
      join(dir, 'first-paint.server.js'),
      `const { createElement } = require(${JSON.stringify(require.resolve('react'))});
       exports.firstPaint = { App: () => createElement('p', null, 'home'), finish: (html) => html, live: { pages: {} } };`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const probe = (nodeEnv: string | undefined) => {
    const env = { ...process.env };
    if (nodeEnv === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = nodeEnv;
    const out = execFileSync(process.execPath, ['-e', PROBE, EDGE, join(dir, 'first-paint.server.js'), dir], {
      env,
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop() as string);
  };

  it.each([undefined, 'development'])(
    'is the production build, loaded only when a renderer is made, and NODE_ENV stays %s',
    (nodeEnv) => {
      const { reactBeforeRenderer, html, builds, nodeEnv: after } = probe(nodeEnv);
      expect(reactBeforeRenderer).toBe(0);
      expect(html).toBe('<p>home</p>');
      expect(builds.length).toBeGreaterThan(0);
      expect(builds.filter((file: string) => !file.includes('.production.'))).toEqual([]);
      expect(after).toBe(nodeEnv ?? null);
    },
  );
});
