// `npx nx serve shell` is the loop every team develops in: each app compiles in development with no error and no
// warning (webpack-dev-server refuses to reload a page after either).
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const webpack = require('webpack');

const ROOT = join(__dirname, '../..');

/** The app's development build into a temporary folder: its errors and warnings. */
function developmentBuild(project) {
  const out = mkdtempSync(join(tmpdir(), `dev-${project}-`));
  const config = [require(join(ROOT, project, 'webpack.config.js'))(undefined, { mode: 'development' })].flat()[0];
  return new Promise((resolve, reject) =>
    webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      rmSync(out, { recursive: true, force: true });
      if (error) return reject(error);
      const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
      resolve({ errors: errors.map((e) => e.message), warnings: warnings.map((w) => w.message) });
    }),
  );
}

describe('development builds', () => {
  it.each(['admin-app', 'clubs-app'])(
    '%s compiles with no error or warning',
    async (project) => {
      expect(await developmentBuild(project)).toEqual({ errors: [], warnings: [] });
    },
    120000,
  );
});
