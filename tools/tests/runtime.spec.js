// The product runs on the Node release its package.json declares (`engines`), brought by the registry's `node` package
// (a devDependency) where the machine has an older one: npm puts that `node` first on the PATH of every npm script, so
// `npm start`, `npm test` and the scripts they start run on it.
const { execFileSync, spawnSync } = require('node:child_process');
const { join } = require('node:path');
const semver = require('semver');
const pkg = require('../../package.json');

const ROOT = join(__dirname, '../..');

describe('runtime', () => {
  it('declares one supported major release of Node in engines, and brings that release as the node devDependency', () => {
    const declared = semver.minVersion(pkg.engines.node);
    expect(semver.satisfies(require('node/package.json').version, pkg.engines.node)).toBe(true);
    expect(semver.major(semver.minVersion(pkg.devDependencies.node))).toBe(semver.major(declared));
  });

  it('runs npm scripts on the declared release', () => {
    const version = execFileSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    expect({ version, satisfies: semver.satisfies(version, pkg.engines.node) }).toEqual({ version, satisfies: true });
  });

  // A deployment's Node build renders the first paint with these: there they give a visitor's page, without touching
  // Node's own localStorage (which warns when read without a file to keep it in).
  it("reads the session and the catalogue's view outside a browser as a visitor's, without a warning from the runtime", () => {
    const script = `
      process.env.SWC_NODE_PROJECT = 'core/tsconfig.json';
      require('@swc-node/register');
      const { useSession } = require('./core/src/session/session-store.ts');
      const { readView } = require('./reader-app/src/features/books/catalogue-view.ts');
      console.log(useSession.getState().status, readView());
    `;
    const run = spawnSync('npm', ['exec', '--offline', '--', 'node', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: run.status, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({
      status: 0,
      stdout: 'anonymous grid',
      stderr: '',
    });
  });
});
