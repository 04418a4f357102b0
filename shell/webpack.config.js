const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { createConfig } = require('../tools/webpack/create-config');

const MANIFEST = 'module-federation.manifest.json';

/** Emits the default runtime manifest next to index.html; a deployment replaces this one file to move a remote. */
class EmitRemoteManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemoteManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRemoteManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const source = readFileSync(join(__dirname, MANIFEST), 'utf8');
        compilation.emitAsset(MANIFEST, new compiler.webpack.sources.RawSource(source));
      });
    });
  }
}

const base = createConfig({ project: 'shell', federationName: 'shell', port: 4200, host: true });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new EmitRemoteManifestPlugin());
  return config;
};
