const { join } = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, emitFilePlugin, sourceRule } = require('../tools/webpack/create-config');

const MANIFEST = 'module-federation.manifest.json';

/**
 * The files the first render needs beyond main.js: the chunks of its async boundary (`import('./bootstrap')`) and of
 * the shared libraries those consume (react, react-dom, the router, the store, the UI kit; followed from module to
 * module as the federation runtime will load them), without the lazy screens. Taken from the chunk graph, so a
 * new dependency or chunk split is followed without a list to keep.
 */
function firstRenderFiles(compilation) {
  const { chunkGraph } = compilation;
  // The host's own provided version of each shared library: what the page loads unless a remote provides a newer one.
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      // `_name` is the share key (ProvideSharedModule keeps it in no public field).
      if (group) provided.set(module._name, [...(provided.get(module._name) ?? []), group]);
    }
  }
  const files = new Set();
  const seen = new Set();
  const queue = [...compilation.entrypoints.get('main').getChildren()];
  while (queue.length) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') queue.push(...(provided.get(module.options.shareKey) ?? []));
      }
    }
  }
  return [...files];
}

/**
 * index.html preloads what the first render needs, so it downloads with main.js instead of one round trip after
 * main.js has run (which is when the federation runtime would ask for it). main.js itself, a deferred script that
 * Chromium would fetch at low priority behind these preloads, is fetched first (`fetchpriority=high`): everything
 * else waits for it to run.
 */
class PreloadFirstRenderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRender', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRender', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        for (const file of firstRenderFiles(compilation)) {
          const as = file.endsWith('.css') ? 'style' : 'script';
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href: `${publicPath}${file}` }),
          );
        }
        return data;
      });
    });
  }
}

const base = createConfig({
  project: 'shell',
  federationName: 'shell',
  port: 4200,
  host: true,
  favicon: 'src/favicon.svg',
});

/**
 * Production: the shared libraries the shell provides (react, react-dom, the router, zustand, the core and the kit)
 * in one chunk instead of one small chunk each. The first render needs every one of them, and over HTTP/1.1 a
 * browser opens six connections per origin: a dozen small files queued behind each other cost a round trip per
 * wave on a phone's network.
 */
const SHARED_LIBRARIES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|zustand|openapi-fetch|react-hot-toast|goober)[\\/]|core[\\/]src[\\/]|shared-ui[\\/]src[\\/]|tools[\\/]webpack[\\/]shared-router\.mjs$)/;

/**
 * The service worker (src/page-cache/service-worker.ts): its own script at a fixed URL, /service-worker.js, built
 * after the app (which empties dist/shell first), without the federation runtime: it runs in no page.
 */
const serviceWorker = (outputPath) => ({
  name: 'shell-service-worker',
  dependencies: ['shell'],
  mode: 'production',
  target: 'webworker',
  context: __dirname,
  entry: { 'service-worker': './src/page-cache/service-worker.ts' },
  devtool: false,
  output: { path: outputPath, filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [sourceRule(true)] },
  performance: { hints: false },
});

module.exports = (env, argv) => {
  const config = { ...base(env, argv), name: 'shell' };
  // The manifest of remotes for the local origins (the development servers'), next to index.html; a deployment
  // publishes each remote's entry into it (tools/publish-remote.mjs), `npm start` serves its own.
  config.plugins.push(emitFilePlugin(MANIFEST, join(__dirname, MANIFEST)), new PreloadFirstRenderPlugin());
  if (config.mode !== 'production') return config;
  config.optimization.splitChunks = {
    cacheGroups: {
      sharedLibraries: { name: 'shared-libraries', chunks: 'async', test: SHARED_LIBRARIES, enforce: true },
    },
  };
  return [config, serviceWorker(config.output.path)];
};
