// Starting the product's deployments from one process, as `npm start` and the benchmarks do (tools/lib/product.mjs):
// a remote's live first paint loads React's production build into that process without leaving NODE_ENV set there,
// so an API started afterwards runs with the environment the process was started with, not as in production (where
// it would refuse the embedded database and exit).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './support/deploy';
import { freePorts } from './support/ports';

jest.setTimeout(120000);

/** Runs `script` (an ES module) in a Node process started without NODE_ENV; resolves with its exit code and output. */
function runWithoutNodeEnv(script: string): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env };
  delete env.NODE_ENV; // Jest's own "test"
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: workspaceRoot, env });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

it('an API started after a remote with a live first paint runs with the NODE_ENV the process was started with', async () => {
  const [remotePort, apiPort] = await freePorts(2);
  const { code, output } = await runWithoutNodeEnv(`
    import { createRequire } from 'node:module';
    import { startApi, startRemote } from ${JSON.stringify(join(workspaceRoot, 'tools/lib/product.mjs'))};
    // Its live paint reads from an API that is not there yet: only the loading of the renderer matters here.
    const remote = await startRemote('reader-app', ${remotePort}, { apiUrl: 'http://127.0.0.1:9' });
    const ran = Object.entries(createRequire(import.meta.url).cache)
      .filter(([file, { loaded }]) => loaded && file.includes('/node_modules/react/cjs/'))
      .map(([file]) => file.split('/').pop());
    console.log('React after the remote: ' + ran.join(',') + '; NODE_ENV: ' + process.env.NODE_ENV);
    const api = await startApi({ port: ${apiPort}, env: { EMBEDDED_DATA_DIR: '' }, quiet: true });
    const health = await fetch(api.url + '/api/health');
    console.log('API health: ' + health.status);
    await api.stop();
    await remote.stop();
  `);
  if (code !== 0) console.error(output.slice(-3000));
  // The remote did load its renderer here, with React's production build, and left NODE_ENV as it was.
  const [, ran, nodeEnv] = /React after the remote: (\S*); NODE_ENV: (\S+)/.exec(output) ?? [];
  expect({ react: ran?.split(',').filter((file) => file.startsWith('react.')), nodeEnv }).toEqual({
    react: ['react.production.js'],
    nodeEnv: 'undefined',
  });
  expect({ code, health: /API health: (\d+)/.exec(output)?.[1] }).toEqual({ code: 0, health: '200' });
});
