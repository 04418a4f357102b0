const { createConfig } = require('../tools/webpack/create-config');

// Exposes the book clubs' pages (rendered by the shell at the prefix the manifest of remotes gives it) and its
// navbar entry; area.json is what its deployment publishes into that manifest, and its route manifest the pages its
// edge (edge/src/remote-edge/clubs-app.ts) gives a head and a status.
module.exports = createConfig({
  project: 'clubs-app',
  federationName: 'clubs_app',
  port: 4203,
  exposes: { './App': './src/remote-entry.tsx', './nav': './src/nav.ts' },
  area: './area.json',
  routeManifest: './src/routes.manifest.json',
});
