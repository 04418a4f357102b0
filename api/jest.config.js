const { readFileSync } = require('node:fs');
require('../tools/jest/time-zone');
const swcrc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));

/** API tests boot the real Nest app on the embedded MongoDB-compatible server (one database per file). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  testTimeout: 30000,
  maxWorkers: 2,
};
