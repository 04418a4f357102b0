// `npx nx serve shell` is the loop every team develops in: each app compiles in development with no error and no
// warning (webpack-dev-server refuses to reload a page after either), with React Fast Refresh in its page's script and
// in its federation entry (what the shell's page loads of a remote), so an edit keeps a component's state. The
// production build carries none of it.
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const webpack = require('webpack');

const ROOT = join(__dirname, '../..');
/** What the refresh runtime leaves in a script: the flag it sets once it has hooked into React, per app. */
const REFRESH_RUNTIME = '__reactRefreshInjected';

/** The app's build in `mode` into a temporary folder: its errors and warnings, and its entry scripts' text. */
function build(project, mode) {
  const out = mkdtempSync(join(tmpdir(), `${mode}-${project}-`));
  const config = [require(join(ROOT, project, 'webpack.config.js'))(undefined, { mode })].flat()[0];
  return new Promise((resolve, reject) =>
    webpack({ ...config, output: { ...config.output, path: out } }, (error, stats) => {
      if (error) {
        rmSync(out, { recursive: true, force: true });
        return reject(error);
      }
      const { errors, warnings, entrypoints } = stats.toJson({
        all: false,
        errors: true,
        warnings: true,
        entrypoints: true,
      });
      const script = (entry) =>
        entrypoints[entry]
          ? entrypoints[entry].assets
              .filter(({ name }) => name.endsWith('.js'))
              .map(({ name }) => readFileSync(join(out, name), 'utf8'))
              .join('\n')
          : undefined;
      const scripts = { page: script('main'), federationEntry: script(config.output.uniqueName) };
      rmSync(out, { recursive: true, force: true });
      resolve({ errors: errors.map((e) => e.message), warnings: warnings.map((w) => w.message), scripts });
    }),
  );
}

describe('development builds', () => {
  it.each(['shell', 'reader-app', 'admin-app', 'clubs-app'])(
    '%s compiles with no error or warning, with React Fast Refresh in its page and its federation entry',
    async (project) => {
      const { errors, warnings, scripts } = await build(project, 'development');
      expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
      expect(scripts.page).toContain(REFRESH_RUNTIME);
      // The shell exposes nothing: its page is the only script it serves.
      if (project !== 'shell') expect(scripts.federationEntry).toContain(REFRESH_RUNTIME);
    },
    180000,
  );
});

describe('production builds', () => {
  it('carry no React Fast Refresh runtime', async () => {
    const { errors, scripts } = await build('clubs-app', 'production');
    expect(errors).toEqual([]);
    expect(scripts.page).toBeDefined();
    expect(scripts.page).not.toContain(REFRESH_RUNTIME);
    expect(scripts.federationEntry).not.toContain(REFRESH_RUNTIME);
  }, 180000);
});
