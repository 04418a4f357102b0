// `npm run bench -- scale --queries`: the database queries each request of `bench scale` issues (those of the request
// catalogue it measures), with the time the driver reports for each, to see where a request's time goes beside its
// floor.
// Boots the API in this process (TypeScript compiled on the fly) on a throwaway embedded database filled by the scale
// seed, read cache off, with the driver's command monitoring on; sends each request twice and prints the queries of
// the second. Listens on 127.0.0.1 only (port from BENCH_PORTS, e.g. 3560) and stops everything it started.
//
// Options: --sizes=<books> (default 5000; several separated by commas; --size= also)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { workspaceRoot } from '../lib/product.mjs';
import { measuredBy } from './lib/catalogue.mjs';
import { scaleSubjects, signInCallers } from './scale-subjects.mjs';

const require = createRequire(import.meta.url);
const api = (path) => require(join(workspaceRoot, 'api/src', path));
const { getConnectionToken } = require('@nestjs/mongoose');
const { createApp } = api('app.factory.ts');
const { loadConfig } = api('platform/config/app-config.ts');
const { startEmbeddedMongo } = api('platform/database/embedded-mongo.ts');
const { seedScale } = api('platform/seed/scale-seed.ts');

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = (option('sizes') ?? option('size') ?? '5000').split(',').map(Number);
const PORT = Number((process.env.BENCH_PORTS ?? '3560').split(/[-,]/)[0]);

/** The API on a fresh embedded database seeded with `size` books, the driver's command monitoring on. */
async function queriesOf(size) {
  const mongo = await startEmbeddedMongo('scale-queries');
  let app;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'scale-queries-secret',
      READ_CACHE_TTL_MS: '0',
      REQUEST_TIMEOUT_MS: '0',
      BCRYPT_ROUNDS: '4',
      AUTH_RATE_LIMIT: '1000',
    });
    app = await createApp(config, `${mongo.uri}${mongo.uri.includes('?') ? '&' : '?'}monitorCommands=true`, {
      logger: false,
    });
    await seedScale(app, size, 4, config.jobWriteTimeoutMs);
    await app.listen(PORT, '127.0.0.1');
    const connection = app.get(getConnectionToken());
    const base = `http://127.0.0.1:${PORT}`;
    const callers = await signInCallers(base);
    const { subjects } = await scaleSubjects(connection.db, size);

    let log = [];
    const started = new Map();
    const client = connection.getClient();
    client.on('commandStarted', (e) => {
      const command = e.command;
      const shape = JSON.stringify(command.filter ?? command.query ?? command.pipeline ?? '').replace(
        /("\$in":\[)("[0-9a-f]{24}")[^\]]*\]/g,
        '$1$2,...]',
      );
      started.set(e.requestId, `${e.commandName} ${command[e.commandName]} ${shape}`.slice(0, 160));
    });
    client.on(
      'commandSucceeded',
      (e) =>
        started.has(e.requestId) && log.push(`${e.duration.toFixed(1).padStart(8)} ms  ${started.get(e.requestId)}`),
    );

    console.log(
      `${size} books, read cache off: the queries of each request (driver-reported ms, in the order they finished)`,
    );
    for (const { label, caller, path } of measuredBy('scale')) {
      let ms = 0;
      for (let i = 0; i < 2; i++) {
        log = [];
        const start = performance.now();
        const res = await fetch(`${base}${path(subjects)}`, { headers: callers[caller] });
        await res.arrayBuffer();
        ms = performance.now() - start;
        if (!res.ok) throw new Error(`${path(subjects)}: ${res.status}`);
      }
      console.log(
        `\n${label}: ${ms.toFixed(1)} ms, ${log.length} ${log.length === 1 ? 'query' : 'queries'}\n${log.join('\n')}`,
      );
    }
  } finally {
    await app?.close();
    await mongo.stop();
  }
}

try {
  for (const size of SIZES) await queriesOf(size);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
