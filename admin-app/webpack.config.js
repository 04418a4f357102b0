const { createConfig } = require('../tools/webpack/create-config');

// Exposes the remote's pages (its own nested route table, rendered by the shell under /admin/*) and its nav entries.
module.exports = createConfig({
  project: 'admin-app',
  federationName: 'admin_app',
  port: 4202,
  exposes: { './App': './src/remote-entry.tsx', './nav': './src/nav.ts' },
  area: './area.json',
});
