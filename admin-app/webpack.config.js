const { createRemoteConfig } = require('../tools/webpack/create-config');

// The admin area's pages (its own nested route table, rendered by the shell under /admin/*) and its nav entries.
module.exports = createRemoteConfig({ project: 'admin-app', port: 4202 });
