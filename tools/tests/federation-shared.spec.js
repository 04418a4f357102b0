// The shared core and kit as each app's production build declares them (tools/webpack/create-config.js): the shell
// must provide a core every remote built in the same commit accepts, or that remote would only show its fallback.
const { join } = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { sharedModules } = require('../webpack/create-config');

const root = join(__dirname, '../..');
const REMOTES = ['reader-app', 'admin-app'];

/** The Module Federation `shared` option of an app's production webpack config. */
function sharedOf(project) {
  const config = require(join(root, project, 'webpack.config.js'))(undefined, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  return federation._options.shared;
}

describe('shared core and kit of the federated apps', () => {
  const shell = sharedOf('shell');

  it.each(REMOTES)('%s declares a core range the shell of this commit provides', (remote) => {
    const core = sharedOf(remote)['@book/core'];
    expect({ remote, required: core.requiredVersion, shellProvides: shell['@book/core'].version, ok: satisfy(shell['@book/core'].version, core.requiredVersion) }).toEqual(
      expect.objectContaining({ ok: true }),
    );
  });

  it.each(['shell', ...REMOTES])('%s shares the core as a strict singleton and the kit by range', (project) => {
    const shared = sharedOf(project);
    expect(shared['@book/core']).toEqual(expect.objectContaining({ singleton: true, strictVersion: true, version: require(join(root, 'core/package.json')).version }));
    expect(shared['@book/shared-ui']).toEqual(expect.objectContaining({ singleton: false, version: require(join(root, 'shared-ui/package.json')).version }));
    expect(shared['@book/core'].requiredVersion).toBe(require(join(root, project, 'package.json')).dependencies['@book/core']);
  });

  it('refuses to build an app whose declared range the workspace core does not satisfy (a newer major, or none)', () => {
    const core = require(join(root, 'core/package.json')).version;
    const kitRange = `^${require(join(root, 'shared-ui/package.json')).version}`;
    const nextMajor = `^${Number(core.split('.')[0]) + 1}.0.0`;
    expect(() => sharedModules({ name: '@book/admin-app', dependencies: { '@book/core': nextMajor, '@book/shared-ui': kitRange } })).toThrow(
      `@book/admin-app needs @book/core ${nextMajor}, but the workspace has ${core}`,
    );
    expect(() => sharedModules({ name: '@book/admin-app', dependencies: { '@book/shared-ui': kitRange } })).toThrow('declare the @book/core range');
  });
});
