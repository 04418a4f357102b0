// Build step of the shell and the reader remote (after webpack, in their Nx build targets): writes the app's
// dist/<project>/first-paint.json (src/first-paint/build.ts). The app's TSX and the edge's run in Node through
// @swc-node/register with the app's tsconfig (its path aliases); styles are the built files, so CSS imports are
// ignored.
//   node edge/first-paint.js <project>
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const project = process.argv[2];
if (!project) throw new Error('usage: node edge/first-paint.js <project>');
const dist = join(root, 'dist', project);

process.env.NODE_ENV = 'production';
process.env.SWC_NODE_PROJECT = join(root, project, 'tsconfig.json');
require('@swc-node/register');
require.extensions['.css'] = () => undefined;
// The globals the app's code reads, as its webpack build defines them.
const { appBuild, appDefines } = require('../tools/webpack/create-config');
for (const [name, value] of Object.entries(
  appDefines(project, appBuild({ project }, { mode: 'production' }).version, new Date().toISOString()),
)) {
  globalThis[name] = JSON.parse(value);
}

const { buildFirstPaint } = require('./src/first-paint/build.ts');
const { firstPaint } = require(join(root, project, 'src/first-paint.tsx'));

// Exits when done: the app's modules keep timers of a running page (e.g. the query cache's garbage collection).
buildFirstPaint(project, dist, firstPaint).then(
  (paths) => {
    console.log(`${project}: first paint of ${paths.join(', ')} -> dist/${project}/first-paint.json`);
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
