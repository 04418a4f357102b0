const { createFirstPaintServerConfig } = require('../tools/webpack/create-config');

// The remote's first paint for Node (dist/reader-app-server/first-paint.js): its deployment renders /books with the
// catalogue's data from it, per request (edge/src/first-paint/live.ts).
module.exports = createFirstPaintServerConfig({ project: 'reader-app' });
