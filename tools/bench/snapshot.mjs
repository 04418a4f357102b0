// `npm run bench -- snapshot`: what keeping `npm start`'s data costs, by size of the database: the time to write a
// snapshot of the embedded database (EMBEDDED_DATA_DIR) and to load it at start, then the app's own index build on
// the loaded data (createApp), which a restart pays too. The window a crash can lose is SNAPSHOT_DELAY_MS plus the
// write time.
//
// For each size, seeds a throwaway embedded database in this process (TypeScript compiled on the fly: 0 is the demo
// catalogue, n is SEED_SCALE=n), writes its snapshot --runs times, then loads it --runs times, each into a fresh
// embedded database. Prints the median and the range of each.
//
// Options: --sizes=0,1000 (default)  --runs=<n> (default 3)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../lib/product.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '0,1000').split(',').map(Number);
const RUNS = Number(option('runs', 3));

process.env.SWC_NODE_PROJECT ??= join(workspaceRoot, 'api/tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { Logger } = require('@nestjs/common');
const { mongo } = require('mongoose');
const { getConnectionToken } = require('@nestjs/mongoose');
const { createApp } = require('../../api/src/app.factory.ts');
const { loadConfig } = require('../../api/src/platform/config/app-config.ts');
const { startEmbeddedMongo } = require('../../api/src/platform/database/embedded-mongo.ts');
const { SNAPSHOT_DELAY_MS } = require('../../api/src/platform/database/embedded-persistence.ts');
const { restoreSnapshot, writeSnapshot } = require('../../api/src/platform/database/embedded-snapshot.ts');
const { seedScale } = require('../../api/src/platform/seed/scale-seed.ts');
const { seedDemoData } = require('../../api/src/platform/seed/seed.ts');

Logger.overrideLogger(['error', 'warn']);
// No time limit on the seed and the index builds: a large database is measured, not cut off.
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-snapshot-secret',
  BCRYPT_ROUNDS: '4',
  DB_SOCKET_TIMEOUT_MS: '3600000',
  DB_OPERATION_TIMEOUT_MS: '0',
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figure = (values) => `${median(values)} ms (${Math.min(...values)}-${Math.max(...values)})`;

/** Connects a client with no time limit (loading a large database takes as long as it takes), runs `work`, closes. */
async function withClient(uri, work) {
  const client = await mongo.MongoClient.connect(uri, { socketTimeoutMS: 0 });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

for (const size of SIZES) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-snapshot-'));
  const source = await startEmbeddedMongo('bookcommunity');
  try {
    const app = await createApp(config, source.uri, { logger: false });
    await (size > 0 ? seedScale(app, size, 4, config.jobWriteTimeoutMs) : seedDemoData(app, config));
    const connection = app.get(getConnectionToken());
    const collections = [
      ...new Set([
        ...Object.values(connection.models).map((m) => m.collection.collectionName),
        'images.files',
        'images.chunks',
      ]),
    ];
    await app.close();

    const writes = [];
    let written;
    for (let run = 0; run < RUNS; run++) {
      written = await withClient(source.uri, (client) => writeSnapshot(client, collections, dir));
      writes.push(written.ms);
    }
    const loads = [];
    const indexBuilds = [];
    for (let run = 0; run < RUNS; run++) {
      const target = await startEmbeddedMongo('bookcommunity');
      try {
        const loaded = await withClient(target.uri, (client) => restoreSnapshot(client, dir));
        if (loaded.documents !== written.documents)
          throw new Error(`loaded ${loaded.documents} documents of ${written.documents}`);
        loads.push(loaded.ms);
        const started = Date.now();
        await (await createApp(config, target.uri, { logger: false })).close();
        indexBuilds.push(Date.now() - started);
      } finally {
        await target.stop();
      }
    }
    console.log(
      `${size > 0 ? `SEED_SCALE=${size}` : 'demo data'}: ${written.documents} documents, ${(written.bytes / 1e6).toFixed(1)} MB` +
        `\n  write: ${figure(writes)} (a crash loses at most ${SNAPSHOT_DELAY_MS} ms + this)` +
        `\n  load:  ${figure(loads)}, then the app's start on it: ${figure(indexBuilds)}`,
    );
  } finally {
    await source.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
