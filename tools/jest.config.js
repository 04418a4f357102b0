// Tests of the workspace's own rules (module boundaries) and tooling.
module.exports = {
  displayName: 'workspace',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.spec.js'],
  testTimeout: 60000,
};
