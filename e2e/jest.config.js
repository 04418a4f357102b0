// Browser tests: the production builds, each served from its own origin, driven in Debian's Chromium. The benchmarks'
// short forms that need the builds (src/benchmarks.e2e.ts) have their own config (jest.benchmarks.config.js).
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/benchmarks.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
