// Jest setup shared by the four frontend projects: jsdom, SWC, the @book/core, @book/shared-ui and @book/rules
// aliases (and the remotes' test support, @book/remote-testing), CSS stubbed.
const { join } = require('node:path');
require('./time-zone');

const workspaceRoot = join(__dirname, '../..');

module.exports = function webJestConfig(projectDir, displayName) {
  return {
    displayName,
    rootDir: projectDir,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@book/core$': join(workspaceRoot, 'core/src/index.ts'),
      '^@book/core/testing$': join(workspaceRoot, 'core/src/testing/index.ts'),
      '^@book/shared-ui$': join(workspaceRoot, 'shared-ui/src/index.ts'),
      '^@book/rules$': join(workspaceRoot, 'rules/src/index.ts'),
      '^@book/remote-testing$': join(workspaceRoot, 'testing/remote-testing/src/index.ts'),
      '\\.css$': join(__dirname, 'style-stub.js'),
    },
    setupFilesAfterEnv: [join(__dirname, 'web.setup.ts')],
    globals: { __APP_NAME__: displayName, __APP_VERSION__: '0.0.0-test', __BUILD_TIME__: '2026-01-01T00:00:00.000Z' },
  };
};
