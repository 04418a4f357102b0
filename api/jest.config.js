const { readFileSync } = require('node:fs');
const { join } = require('node:path');
require('../tools/jest/time-zone');
const swcrc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));

/** API tests boot the real Nest app on the embedded MongoDB-compatible server (one database per file). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // The rules shared with the frontends, from their sources (api/tsconfig.json's paths).
  moduleNameMapper: { '^@book/rules$': join(__dirname, '../rules/src/index.ts') },
  testTimeout: 30000,
};
