// The steps a production build runs beside compiling (create-config.js): precompressed copies of the assets, the
// compile hints, and the files a remote publishes from its route manifest.
const { readFileSync } = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');

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

module.exports = { precompressPlugins, compileHintsPlugin, routeManifestPlugins };
