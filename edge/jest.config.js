require('../tools/jest/time-zone');

/**
 * The edge's specs run in Node from its sources; the servers they start run in child processes that load the edge as
 * `npm start` does (edge/node.mjs).
 */
module.exports = {
  displayName: 'edge',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
    ],
  },
  testTimeout: 60000,
};
