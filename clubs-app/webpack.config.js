const { createRemoteConfig } = require('../tools/webpack/create-config');

// The book clubs' pages (rendered by the shell at the prefix the manifest of remotes gives it) and its navbar entry;
// area.json is what its deployment publishes into that manifest, and its route manifest the pages its edge
// (edge/src/remote-edge/clubs-app.ts) gives a head and a status.
module.exports = createRemoteConfig({
  project: 'clubs-app',
  port: 4203,
  routeManifest: './src/routes.manifest.json',
});
