const { createRemoteConfig } = require('../tools/webpack/create-config');

// The reader's pages (rendered by the shell inside its layout and router) and a signed-in reader's navbar entries.
module.exports = createRemoteConfig({
  project: 'reader-app',
  port: 4201,
  // Per route pattern: its landing page, first API reads, first images, how it is painted and whether the edge renders
  // its head. The build publishes it with what the shell's deployment preloads with each page's HTML (route-chunks.json,
  // route-data.json, route-images.json); reader-app/src/route-data.spec.tsx and remote-entry.spec.tsx keep it true.
  routeManifest: './src/routes.manifest.json',
});
