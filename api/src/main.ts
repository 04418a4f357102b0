import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { startEmbeddedMongo } from './database/embedded-mongo';
import { seedScale } from './seed/scale-seed';
import { seedDemoData } from './seed/seed';

async function main() {
  const config = loadConfig();
  let uri = config.mongodbUri;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!uri) {
    const embedded = await startEmbeddedMongo();
    uri = embedded.uri;
    stopEmbedded = embedded.stop;
    Logger.log(
      `No MONGODB_URI: embedded in-memory database at ${uri}, for trying the product, development and tests only (data lost on stop, every query scans its collection); set MONGODB_URI for production`,
      'Bootstrap',
    );
  }
  const app = await createApp(config, uri);
  if (config.seed) await (config.seedScale > 0 ? seedScale(app, config.seedScale, config.bcryptRounds) : seedDemoData(app, config));
  await app.listen(config.port);
  Logger.log(`API listening on http://localhost:${config.port}/api (docs at /api/docs)`, 'Bootstrap');
  // Our own handler rather than enableShutdownHooks(): the embedded database must stop before the process exits.
  const shutdown = async () => {
    await app.close();
    await stopEmbedded?.();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  Logger.error(err instanceof Error ? err.message : err, 'Bootstrap');
  process.exit(1);
});
