// One webpack configuration for the three frontends (the shell host and the two remotes).
// Module Federation shares exactly: react, react-dom, react-router-dom (the used subset), zustand and @book/core as singletons, and
// the UI kit @book/shared-ui by semver range (see sharedModules). Remote URLs are never built into the shell: it
// reads them at runtime (see shell/src/remotes).
const { resolve, join, dirname } = require('node:path');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { satisfy } = require('@module-federation/enhanced/runtime');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');

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

/**
 * Production only: a `.br` and a `.gz` next to every text asset (scripts, styles, HTML, manifests), so the static
 * servers send compressed bytes without compressing per request (the edge's static origins negotiate them).
 * Files that do not shrink by a fifth are left raw.
 */
function precompressPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  // The shell's runtime manifest is edited at deploy time: it is served as it is.
  const exclude = /module-federation\.manifest\.json$/;
  return [
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
      minRatio: 0.8,
    }),
    new CompressionPlugin({
      test,
      exclude,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.8,
    }),
  ];
}

/**
 * Production only: starts every script with V8's explicit compile hint `//# allFunctionsCalledOnLoad`, so Chromium
 * compiles all its functions while it streams the file in (on a background thread) instead of each function on the
 * page's main thread the first time it is called. Each file here is loaded when its code is about to run (the first
 * render's libraries, a page's chunk), so most of its functions are called at once; the compiled code also goes into
 * V8's code cache for a returning reader. Added after minification (which drops comments) and before the source maps
 * and hashes are made, so both account for the extra line.
 */
function compileHintsPlugin() {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
        compilation.hooks.processAssets.tap({ name: 'CompileHints', stage }, (assets) => {
          for (const name of Object.keys(assets)) {
            if (name.endsWith('.js'))
              compilation.updateAsset(name, (source) => new webpack.sources.ConcatSource(HINT, source));
          }
        });
      });
    },
  };
}

/** Emits a source file unchanged into the build (before the precompression step sees the assets). */
function emitFile(name, source, content = () => readFileSync(source)) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EmitFile', (compilation) => {
        compilation.fileDependencies.add(source);
        compilation.hooks.processAssets.tap(
          { name: 'EmitFile', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(name, new webpack.sources.RawSource(content()));
          },
        );
      });
    },
  };
}

/**
 * A remote's route manifest (routes.manifest.json: per route pattern, its page, first reads, first images, paint and
 * head), published as it is for its deployment's edge, and what the shell's deployment reads of it per page, as files
 * of their own: route-chunks.json (each landing page's files), route-data.json (its first API reads) and
 * route-images.json (the read naming its first images).
 */
function routeManifestPlugins(file) {
  const each = (key, routes = JSON.parse(readFileSync(file, 'utf8'))) =>
    Object.fromEntries(
      Object.entries(routes)
        .filter(([, route]) => route[key])
        .map(([pattern, route]) => [pattern, route[key]]),
    );
  return [
    emitFile('routes.manifest.json', file),
    emitFile('route-data.json', file, () => JSON.stringify(each('reads'))),
    emitFile('route-images.json', file, () => JSON.stringify(each('images'))),
    routeChunksPlugin(each('page')),
  ];
}

/**
 * Emits route-chunks.json: for each path of `pages` (path -> the request of its page's `import()` in the remote's
 * route table), the scripts and styles of that lazy page, so the shell's deployment preloads them with the HTML instead
 * of the page asking for them once the remote has rendered its routes (edge/src/shell-document/). Taken from the
 * chunk graph: a moved or renamed page fails the build rather than silently preloading nothing.
 */
function routeChunksPlugin(pages) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('RouteChunks', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'RouteChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const routes = {};
            for (const [path, request] of Object.entries(pages)) {
              const group = compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === request));
              if (!group) throw new Error(`route-chunks: no lazy chunk for ${path} (import('${request}'))`);
              routes[path] = group.chunks.flatMap((chunk) =>
                [...chunk.files].filter((file) => /\.(js|css)$/.test(file)),
              );
            }
            compilation.emitAsset('route-chunks.json', new webpack.sources.RawSource(JSON.stringify(routes)));
          },
        );
      });
    },
  };
}

/** TypeScript and JSX, compiled by SWC for the browser build and the Node one alike. */
const sourceRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2020',
      },
    },
  },
});

/** The globals an app's code reads (declared in its global.d.ts). */
const appDefines = (project, version, buildTime) => ({
  __APP_NAME__: JSON.stringify(project),
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_TIME__: JSON.stringify(buildTime),
});

/** What the browser build and the Node one read of an app: the mode, its folder, its package.json and its release. */
function appBuild(app, argv) {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const projectRoot = join(workspaceRoot, app.project);
  const appPkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  return { production, projectRoot, appPkg, version: process.env.APP_VERSION || appPkg.version };
}

const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs'];

/** The workspace libraries, imported by their alias, compiled from their sources. */
const workspaceAliases = () =>
  Object.fromEntries(
    Object.entries(WORKSPACE_LIBS).map(([name, dir]) => [name, join(workspaceRoot, dir, 'src/index.ts')]),
  );

/**
 * @param {object} app
 * @param {string} app.project    Nx project / folder name, e.g. 'reader-app'
 * @param {string} app.federationName  identifier used by Module Federation, e.g. 'reader_app'
 * @param {number} app.port       dev-server port
 * @param {Record<string,string>} [app.exposes]  remotes only
 * @param {boolean} [app.host]
 * @param {string} [app.favicon]  the page's icon (relative to the project), emitted beside index.html and linked from it
 * @param {string} [app.routeManifest]  remotes: their routes.manifest.json (relative to the project), published with
 *   the files derived from it: route-chunks.json, route-data.json and route-images.json (routeManifestPlugins)
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const { production, projectRoot, appPkg, version } = appBuild(app, argv);
    const buildTime = new Date().toISOString();
    return {
      mode: production ? 'production' : 'development',
      context: projectRoot,
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(workspaceRoot, 'dist', app.project),
        // The shell is served at the site root; a remote's chunks load from wherever its remoteEntry came from.
        publicPath: app.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.federationName,
        clean: true,
      },
      resolve: {
        extensions: EXTENSIONS,
        alias: {
          ...workspaceAliases(),
          // react-router's package exports resolve to its development build (warnings and checks) for every bundler.
          ...(production
            ? { 'react-router$': join(dirname(require.resolve('react-router')), '../production/index.mjs') }
            : {}),
        },
      },
      module: {
        rules: [
          sourceRule(production),
          {
            test: /\.css$/,
            // Production CSS is extracted into files: the shell's (incl. the UI kit) is a <link> in index.html, a
            // remote's is loaded with the chunk that needs it (as a <link>, not as JavaScript that writes a <style>).
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin(appDefines(app.project, version, buildTime)),
        new ModuleFederationPlugin({
          name: app.federationName,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedModules(appPkg),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // Browser-only runtime: drops the Node.js loading code from the runtime every page loads first. A remote
          // loads no remote itself: its entry (on the first render's path) carries no remote-loading code either.
          experiments: {
            optimization: { target: 'web', ...(app.host ? {} : { disableRemote: true, disableSnapshot: true }) },
          },
        }),
        new HtmlWebpackPlugin({
          template: join(projectRoot, 'src/index.html'),
          filename: 'index.html',
          chunks: ['main'],
          favicon: app.favicon ? join(projectRoot, app.favicon) : false,
          templateParameters: { version, buildTime },
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        ...(app.routeManifest ? routeManifestPlugins(join(projectRoot, app.routeManifest)) : []),
        ...(production ? [compileHintsPlugin(), ...precompressPlugins()] : []),
      ],
      // Production: styles minified too (cssnano), beside webpack's own minifier of scripts ('...').
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production ? { minimizer: ['...', new CssMinimizerPlugin()] } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: app.host ? [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }] : [],
        client: { overlay: false },
      },
    };
  };
}

/** A package from node_modules (what a Node build leaves to `require`), as opposed to a file or a workspace alias. */
const isPackage = (request) =>
  !/^[./]/.test(request) &&
  !Object.keys(WORKSPACE_LIBS).some((name) => request === name || request.startsWith(`${name}/`));

/**
 * The app's first paint (its src/first-paint.tsx) as one CommonJS module for Node, into dist/<project>-server: what
 * the remote's deployment renders its pages with their data from, per request (an edge function's code;
 * edge/src/first-paint/live.ts). Compiled like the browser build (same TypeScript, aliases and defines); packages stay
 * `require`s of node_modules, so the renderer and the app share one React; styles are the browser build's files,
 * so CSS imports are empty here.
 * @param {{ project: string }} app
 */
function createFirstPaintServerConfig(app) {
  return (_env, argv = {}) => {
    const { production, projectRoot, version } = appBuild(app, argv);
    return {
      name: `${app.project}-server`,
      mode: production ? 'production' : 'development',
      target: 'node',
      context: projectRoot,
      entry: { 'first-paint': './src/first-paint.tsx' },
      devtool: false,
      output: {
        path: join(workspaceRoot, 'dist', `${app.project}-server`),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: [({ request }, callback) => (isPackage(request) ? callback(null, `commonjs ${request}`) : callback())],
      resolve: { extensions: EXTENSIONS, alias: workspaceAliases() },
      module: {
        rules: [sourceRule(production), { test: /\.css$/, loader: join(__dirname, 'empty-module-loader.js') }],
      },
      plugins: [
        new webpack.DefinePlugin(appDefines(app.project, version, new Date().toISOString())),
        // One file: the pages' lazy chunks are there at once, as a render needs them.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false },
      performance: { hints: false },
    };
  };
}

module.exports = {
  createConfig,
  createFirstPaintServerConfig,
  appBuild,
  appDefines,
  sharedModules,
  rootPkg,
  SHARED_ROUTER,
};
