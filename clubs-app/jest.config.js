module.exports = require('../tools/jest/web.preset')(__dirname, 'clubs-app');
