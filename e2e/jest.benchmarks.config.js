// The benchmarks' short forms that run the production builds (src/benchmarks.e2e.ts) on their own: each starts its
// own product on free ports, so the shared product of the browser tests (the global setup) is not started for them.
// `npm test` runs them beside the browser tests, whose time is mostly spent waiting, as theirs is (a throttled
// network): their figures are printed, never asserted.
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: 'e2e benchmarks',
  testMatch: ['<rootDir>/src/benchmarks.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
