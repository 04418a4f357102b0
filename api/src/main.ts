import { Logger } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';
import { Collections } from './platform/database/collections';
import { startEmbeddedMongo } from './platform/database/embedded-mongo';
import { EmbeddedPersistence } from './platform/database/embedded-persistence';
import { MIGRATIONS } from './platform/migrations/migrations';
import { runMigrations } from './platform/migrations/migrator';
import { seedScale } from './platform/seed/scale-seed';
import { seedDemoData } from './platform/seed/seed';

async function main() {
  const config = loadConfig();
  let uri = config.mongodbUri;
  let stopEmbedded: (() => Promise<void>) | undefined;
  // EMBEDDED_DATA_DIR (`npm start`): the embedded database's data is loaded from there and saved back to it.
  let persistence: EmbeddedPersistence | undefined;
  let restored = false;
  if (!uri) {
    const dataDir = config.embeddedDataDir;
    const embedded = await startEmbeddedMongo(undefined, undefined, undefined, { ownProcessGroup: Boolean(dataDir) });
    uri = embedded.uri;
    stopEmbedded = embedded.stop;
    const kept = dataDir ? `data kept in ${dataDir} across restarts` : 'data lost on stop';
    Logger.log(
      `No MONGODB_URI: embedded in-memory database at ${uri}, for trying the product, development and tests only (${kept}, every query scans its collection); set MONGODB_URI for production`,
      'Bootstrap',
    );
    if (dataDir) {
      persistence = await EmbeddedPersistence.open(dataDir, uri, { fresh: process.argv.includes('--fresh') });
      if (!process.env.JWT_SECRET) config.jwtSecret = persistence.sessionSecret();
      // Before the app builds its indexes (a unique index makes every insert slower) and instead of the seed.
      restored = await persistence.restore();
    }
  }
  const app = await createApp(config, uri);
  persistence?.watch(app.get<Connection>(getConnectionToken()));
  if (config.seed && !restored)
    await (config.seedScale > 0
      ? seedScale(app, config.seedScale, config.bcryptRounds, config.jobWriteTimeoutMs)
      : seedDemoData(app, config));
  // After the seed (a fresh database is in the current shape; these find nothing to change) and before serving: the
  // data kept by an earlier version, a snapshot in the data directory included, is brought to the shape the code reads.
  await runMigrations(app.get(Collections), MIGRATIONS, { log: (line) => Logger.log(line, 'Bootstrap') });
  const server = await app.listen(config.port);
  // A client that trickles its request (slowloris) is cut off; the request deadline bounds the answer itself.
  server.requestTimeout = config.httpRequestTimeoutMs;
  Logger.log(`API listening on http://localhost:${config.port}/api (docs at /api/docs)`, 'Bootstrap');

  // Graceful shutdown (our own handler rather than enableShutdownHooks(): the embedded database must stop last).
  // Stop accepting, let in-flight requests finish within SHUTDOWN_TIMEOUT_MS, close the database, exit 0.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal}: finishing in-flight requests, then stopping`, 'Bootstrap');
    const force = setTimeout(() => {
      Logger.warn(`Requests still running after ${config.shutdownTimeoutMs} ms: closing them`, 'Bootstrap');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    // Stop accepting and wait for in-flight requests first: Nest's close() would close the database before them.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open until they time out.
    server.closeIdleConnections();
    await drained;
    await app.close(); // the database connection
    clearTimeout(force);
    await persistence?.close(); // the last snapshot, with every write in
    await stopEmbedded?.();
    process.exit(0);
  };
  // With saved data, an impatient second Ctrl-C must not cut the last snapshot short (nor orphan the embedded server,
  // which has a process group of its own then): repeated signals are ignored while stopping.
  const listen = persistence ? process.on.bind(process) : process.once.bind(process);
  listen('SIGINT', () => void shutdown('SIGINT'));
  listen('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  Logger.error(err instanceof Error ? err.message : err, 'Bootstrap');
  process.exit(1);
});
