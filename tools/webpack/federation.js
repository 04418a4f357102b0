// What Module Federation shares between the apps, and at which versions: create-config.js puts it in each app's build.
const { resolve, join } = require('node:path');
const { readFileSync } = require('node:fs');
const { satisfy } = require('@module-federation/enhanced/runtime');

const workspaceRoot = resolve(__dirname, '../..');
const rootPkg = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
/**
 * The workspace's own libraries: where they live, for the alias and their version. The core and the kit are shared
 * (sharedModules); the rules (a few constants and checks) are not: each bundle that imports them carries its copy.
 */
const WORKSPACE_LIBS = { '@book/core': 'core', '@book/shared-ui': 'shared-ui', '@book/rules': 'rules' };
const SHARED_ROUTER = join(__dirname, 'shared-router.mjs');

function depVersion(name) {
  if (WORKSPACE_LIBS[name])
    return JSON.parse(readFileSync(join(workspaceRoot, WORKSPACE_LIBS[name], 'package.json'), 'utf8')).version;
  return require(`${name}/package.json`).version;
}

/**
 * The range of a workspace library an app declares in its package.json `dependencies` (its `requiredVersion`). The
 * build refuses a range the library it is built with does not satisfy: the range would be a lie.
 */
function declaredRange(appPkg, name) {
  const range = appPkg.dependencies?.[name];
  if (!range) throw new Error(`${appPkg.name}: declare the ${name} range it needs in its package.json "dependencies"`);
  if (!satisfy(depVersion(name), range))
    throw new Error(`${appPkg.name} needs ${name} ${range}, but the workspace has ${depVersion(name)}`);
  return range;
}

/**
 * What an app shares. Third-party singletons by major. The core (session store, API client, toaster) is one
 * instance per page: a singleton, and strictly so, because a core that does not satisfy a remote's range must fail
 * that remote's load (the shell then shows its fallback) rather than run it against an API it was not built for.
 * The UI kit is shared by range, not as a singleton: a remote whose range the loaded kit does not satisfy loads
 * its own copy (bundled as its fallback), while the shell and the other remote keep theirs.
 * @param {{ name: string, dependencies?: Record<string, string> }} appPkg  the app's package.json
 */
function sharedModules(appPkg) {
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: `^${depVersion(name).split('.')[0]}.0.0`,
    version: depVersion(name),
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // One router for the page: the subset of react-router the apps use (see shared-router.mjs), provided as react-router-dom.
    'react-router-dom': { ...singleton('react-router-dom'), import: SHARED_ROUTER },
    zustand: singleton('zustand'),
    // Both only ever imported through their aliases (lint-enforced), so what is shared is what is imported.
    '@book/core': {
      singleton: true,
      strictVersion: true,
      requiredVersion: declaredRange(appPkg, '@book/core'),
      version: depVersion('@book/core'),
    },
    '@book/shared-ui': {
      singleton: false,
      requiredVersion: declaredRange(appPkg, '@book/shared-ui'),
      version: depVersion('@book/shared-ui'),
    },
  };
}

module.exports = { workspaceRoot, rootPkg, WORKSPACE_LIBS, SHARED_ROUTER, sharedModules };
