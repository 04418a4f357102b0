const { createFirstPaintServerConfig } = require('../tools/webpack/create-config');

// The remote's first paint for Node (dist/reader-app-server/first-paint.js): its deployment renders /books with the
// catalogue's data from it, per request (tools/first-paint/live.js).
module.exports = createFirstPaintServerConfig({ project: 'reader-app' });
