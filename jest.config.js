// All unit and API tests in one run (`npm test` runs this, then the browser tests in e2e/).
require('./tools/jest/time-zone');
module.exports = {
  // A run of several projects takes its test timeout from here, not from each project's config: the API's and the
  // tools' slower tests (a real app booted per file) need more than Jest's 5 s on a loaded machine.
  testTimeout: 30000,
  projects: [
    '<rootDir>/api/jest.config.js',
    '<rootDir>/core/jest.config.js',
    '<rootDir>/shared-ui/jest.config.js',
    '<rootDir>/rules/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/reader-app/jest.config.js',
    '<rootDir>/admin-app/jest.config.js',
    '<rootDir>/clubs-app/jest.config.js',
    '<rootDir>/edge/jest.config.js',
    '<rootDir>/tools/jest.config.js',
  ],
};
