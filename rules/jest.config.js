const { readFileSync } = require('node:fs');
require('../tools/jest/time-zone');
const swcrc = JSON.parse(readFileSync(`${__dirname}/../api/.swcrc`, 'utf8'));

/** The account and ISBN rules run in Node here, as in the API (the browsers run the same code). */
module.exports = {
  displayName: 'rules',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
};
