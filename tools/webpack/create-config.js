// One webpack configuration for the three frontends (the shell host and the two remotes).
// Module Federation shares exactly: react, react-dom, react-router-dom (the used subset), zustand and @book/core as
// singletons, and the UI kit @book/shared-ui by semver range (federation.js). Remote URLs are never built into the
// shell: it reads them at runtime (see shell/src/remotes).
const { join, dirname } = require('node:path');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { workspaceRoot, rootPkg, WORKSPACE_LIBS, SHARED_ROUTER, sharedModules } = require('./federation');
const { precompressPlugins, compileHintsPlugin, routeManifestPlugins } = require('./build-plugins');

/**
 * TypeScript and JSX, compiled by SWC for the browser build and the Node one alike. `refresh` (the browser's
 * development build only): components register with React Fast Refresh, so an edit keeps their state.
 */
const sourceRule = (production, { refresh = false } = {}) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh } },
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

/**
 * Development: React Fast Refresh over Hot Module Replacement. Each app has its own refresh runtime (scoped by its
 * federation name), so a remote's edit refreshes its components inside the host's page; the page's first script
 * installs the hook every runtime finds React by (react-devtools-hook.js). No overlay: the console reports errors.
 */
const REACT_DEVTOOLS_HOOK = join(__dirname, 'react-devtools-hook.js');
const fastRefreshPlugins = (app) => [
  {
    apply: (compiler) =>
      new compiler.webpack.EntryPlugin(compiler.context, REACT_DEVTOOLS_HOOK, { name: undefined }).apply(compiler),
  },
  new ReactRefreshPlugin({
    library: app.federationName,
    overlay: false,
    exclude: [/node_modules/, REACT_DEVTOOLS_HOOK],
  }),
];

/**
 * Development: a remote's mf-manifest.json lists none of the hot updates its server has compiled (the federation
 * plugin leaves them out only when NODE_ENV says development): a host would load them as the remote's files, before
 * the remote's runtime is there to apply them.
 */
const withoutHotUpdates = (value) => {
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item !== 'string' || !item.includes('.hot-update.'))
      .map((item) => withoutHotUpdates(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHotUpdates(item)]));
  return value;
};

/** The manifest of remotes a host publishes beside its index.html (shell/webpack.config.js emits it). */
const REMOTES_MANIFEST = 'module-federation.manifest.json';

/**
 * An app's development server port: `<FEDERATION NAME>_DEV_PORT` (e.g. SHELL_DEV_PORT, READER_APP_DEV_PORT), else the
 * one its config gives; so a second dev loop (or a test's) runs beside `npx nx serve shell` on other ports.
 */
const devPortOf = (federationName, fallback) =>
  Number(process.env[`${federationName.toUpperCase()}_DEV_PORT`] || fallback);

/**
 * Development: the host's manifest of remotes names each remote's dev server at the port that server listens on
 * (devPortOf), for the entries at a local origin.
 */
function devManifestPortsPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('DevManifestPorts', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'DevManifestPorts', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
          () => {
            const asset = compilation.getAsset(REMOTES_MANIFEST);
            if (!asset) return;
            const manifest = JSON.parse(asset.source.source().toString());
            for (const [name, entry] of Object.entries(manifest)) {
              const url = new URL(entry.entry);
              if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') continue;
              url.port = String(devPortOf(name, url.port));
              entry.entry = url.href;
            }
            compilation.updateAsset(
              REMOTES_MANIFEST,
              new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

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
 * @param {string} [app.area]  remotes: their area.json (relative to the project: prefixes, guards, fallback navigation,
 *   error label, landing pages), published beside mf-manifest.json for the shell's manifest of remotes
 *   (tools/publish-remote.mjs)
 * @param {string} [app.routeManifest]  remotes: their routes.manifest.json (relative to the project), published with
 *   the files derived from it: route-chunks.json, route-data.json and route-images.json (routeManifestPlugins)
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const { production, projectRoot, appPkg, version } = appBuild(app, argv);
    const buildTime = new Date().toISOString();
    const port = devPortOf(app.federationName, app.port);
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
        // Hashed in development too: a chunk shared by the page's runtime and the federation entry's (the shared
        // router) is emitted once per runtime with different content, which one name per chunk would make a conflict.
        chunkFilename: '[name].[contenthash:8].js',
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
          sourceRule(production, { refresh: !production }),
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
          manifest: production
            ? { fileName: 'mf-manifest.json' }
            : { fileName: 'mf-manifest.json', additionalData: ({ stats }) => withoutHotUpdates(stats) },
          dts: false,
          dev: false,
          // Browser-only runtime: drops the Node.js loading code from the runtime every page loads first. A remote
          // loads no remote itself: its entry (on the first render's path) carries no remote-loading code either.
          experiments: {
            optimization: { target: 'web', ...(app.host ? {} : { disableRemote: true, disableSnapshot: true }) },
          },
        }),
        // One page for the three apps; a remote's own (served alone in development) says which one it is.
        new HtmlWebpackPlugin({
          template: join(__dirname, 'index.html'),
          filename: 'index.html',
          chunks: ['main'],
          favicon: app.favicon ? join(projectRoot, app.favicon) : false,
          templateParameters: {
            version,
            buildTime,
            title: app.host ? 'BookNook' : `BookNook ${app.project} (standalone)`,
          },
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
        ...(app.area ? [emitFilePlugin('area.json', join(projectRoot, app.area))] : []),
        ...(production ? [compileHintsPlugin(), ...precompressPlugins()] : []),
        ...(production ? [] : fastRefreshPlugins(app)),
        ...(app.host && !production ? [devManifestPortsPlugin()] : []),
      ],
      // Production: styles minified too (cssnano), beside webpack's own minifier of scripts ('...').
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production ? { minimizer: ['...', new CssMinimizerPlugin()] } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        // An edit is applied in place (Fast Refresh); one that cannot be (e.g. outside a component) reloads the page.
        hot: true,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: app.host ? [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }] : [],
        // A remote's update client runs in the host's page: it listens to its own server, not the page's origin.
        client: { overlay: false, webSocketURL: { hostname: 'localhost', port } },
      },
    };
  };
}

/**
 * A remote's configuration: its federation name is its folder's with `_` for `-`, it exposes its pages (`./App`, its
 * route table, rendered by the shell at the prefixes its area.json gives) and its navbar entries (`./nav`), and
 * publishes its area.json. `more`: the rest of createConfig's options (e.g. a routeManifest).
 * @param {{ project: string, port: number } & Record<string, unknown>} remote
 */
function createRemoteConfig({ project, port, ...more }) {
  return createConfig({
    project,
    federationName: project.replaceAll('-', '_'),
    port,
    exposes: { './App': './src/remote-entry.tsx', './nav': './src/nav.ts' },
    area: './area.json',
    ...more,
  });
}

/** Emits `source` (a file of the project) as `name` beside the build's files. */
function emitFilePlugin(name, source) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EmitFile', (compilation) => {
        compilation.fileDependencies.add(source);
        compilation.hooks.processAssets.tap(
          { name: 'EmitFile', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(name, new compiler.webpack.sources.RawSource(readFileSync(source, 'utf8'))),
        );
      });
    },
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
  createRemoteConfig,
  emitFilePlugin,
  sourceRule,
  createFirstPaintServerConfig,
  appBuild,
  appDefines,
  sharedModules,
  rootPkg,
  SHARED_ROUTER,
};
