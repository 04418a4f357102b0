const { createConfig } = require('../tools/webpack/create-config');

// Exposes one entry: the remote's pages, rendered by the shell inside its layout and router.
module.exports = createConfig({
  project: 'reader-app',
  federationName: 'reader_app',
  port: 4201,
  exposes: { './App': './src/remote-entry.tsx' },
});
