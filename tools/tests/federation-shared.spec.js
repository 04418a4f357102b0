// The shared core and kit as each app's production build declares them (tools/webpack/create-config.js): the shell
// must provide a core every remote built in the same commit accepts, or that remote would only show its fallback.
const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { sharedModules, SHARED_ROUTER } = require('../webpack/create-config');

const root = join(__dirname, '../..');
const REMOTES = ['reader-app', 'admin-app'];

/** The Module Federation `shared` option of an app's production webpack config (the app's, beside the shell's worker). */
function sharedOf(project) {
  const configs = [require(join(root, project, 'webpack.config.js'))(undefined, { mode: 'production' })].flat();
  const federation = configs
    .flatMap((config) => config.plugins ?? [])
    .find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  return federation._options.shared;
}

describe('shared core and kit of the federated apps', () => {
  const shell = sharedOf('shell');

  it.each(REMOTES)('%s declares a core range the shell of this commit provides', (remote) => {
    const core = sharedOf(remote)['@book/core'];
    expect({
      remote,
      required: core.requiredVersion,
      shellProvides: shell['@book/core'].version,
      ok: satisfy(shell['@book/core'].version, core.requiredVersion),
    }).toEqual(expect.objectContaining({ ok: true }));
  });

  it.each(['shell', ...REMOTES])('%s shares the core as a strict singleton and the kit by range', (project) => {
    const shared = sharedOf(project);
    expect(shared['@book/core']).toEqual(
      expect.objectContaining({
        singleton: true,
        strictVersion: true,
        version: require(join(root, 'core/package.json')).version,
      }),
    );
    expect(shared['@book/shared-ui']).toEqual(
      expect.objectContaining({ singleton: false, version: require(join(root, 'shared-ui/package.json')).version }),
    );
    expect(shared['@book/core'].requiredVersion).toBe(
      require(join(root, project, 'package.json')).dependencies['@book/core'],
    );
  });

  it('refuses to build an app whose declared range the workspace core does not satisfy (a newer major, or none)', () => {
    const core = require(join(root, 'core/package.json')).version;
    const kitRange = `^${require(join(root, 'shared-ui/package.json')).version}`;
    const nextMajor = `^${Number(core.split('.')[0]) + 1}.0.0`;
    expect(() =>
      sharedModules({
        name: '@book/admin-app',
        dependencies: { '@book/core': nextMajor, '@book/shared-ui': kitRange },
      }),
    ).toThrow(`@book/admin-app needs @book/core ${nextMajor}, but the workspace has ${core}`);
    expect(() => sharedModules({ name: '@book/admin-app', dependencies: { '@book/shared-ui': kitRange } })).toThrow(
      'declare the @book/core range',
    );
  });
});

/** Every source file of the apps and libraries that runs in the browser (tests and test helpers excluded). */
function browserSources(dir = root, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (
        dir === root
          ? ['shell', 'reader-app', 'admin-app', 'shared-ui', 'core'].includes(entry.name)
          : !['testing', 'node_modules'].includes(entry.name)
      )
        browserSources(path, out);
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.spec\.tsx?$/.test(entry.name) &&
      path.includes(`${join('/', 'src', '/')}`)
    )
      out.push(path);
  }
  return out;
}

/** The value names a file imports from `module` (type-only imports excluded: they leave no code). */
function importedNames(source, module) {
  const names = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${module}'`, 'g');
  for (const [, typeOnly, clause] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!braces) {
      names.push(`<${clause.trim()}>`); // a default or namespace import: everything, which the subset cannot provide
      continue;
    }
    for (const part of braces[1]
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean))
      if (!part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]);
  }
  return names;
}

describe('the shared router: the subset of react-router the apps use', () => {
  const provided = importedNames(readFileSync(SHARED_ROUTER, 'utf8').replace(/^export /m, 'import '), 'react-router');
  const sources = browserSources();

  it("finds the apps' router imports (the scan itself works)", () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(provided).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'useLocation']));
    expect(
      importedNames(
        "import { type A, B as C } from 'react-router-dom';\nimport * as R from 'react-router-dom';",
        'react-router-dom',
      ),
    ).toEqual(['B', '<* as R>']);
  });

  it('provides every name the apps import from react-router-dom, and the apps import the router by no other name', () => {
    const missing = [];
    for (const file of sources) {
      const source = readFileSync(file, 'utf8');
      for (const name of importedNames(source, 'react-router-dom'))
        if (!provided.includes(name)) missing.push(`${file.slice(root.length + 1)}: ${name}`);
      // react-router itself is not shared: importing it directly would load a second router.
      for (const name of importedNames(source, 'react-router'))
        missing.push(`${file.slice(root.length + 1)}: ${name} from react-router`);
    }
    expect(missing).toEqual([]);
  });

  it.each(['shell', ...REMOTES])(
    '%s shares that subset as the react-router-dom singleton, and react-router under no other key',
    (project) => {
      const shared = sharedOf(project);
      expect(shared['react-router-dom']).toEqual(expect.objectContaining({ singleton: true, import: SHARED_ROUTER }));
      expect(shared['react-router']).toBeUndefined();
    },
  );
});
