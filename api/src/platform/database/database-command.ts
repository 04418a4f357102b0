import mongoose, { type Connection } from 'mongoose';
import { loadConfig, type AppConfig } from '../config/app-config';

/**
 * Runs a one-off command (an `npm run` script) on the database of MONGODB_URI when `caller` is the file node was
 * started with: `run` gets the configuration and a connection, closed after it. A failure prints its message and
 * exits with 1. `database` says which database the command needs, for the message when MONGODB_URI is not set.
 */
export function runDatabaseCommand(
  caller: NodeJS.Module,
  database: string,
  run: (config: AppConfig, connection: Connection) => Promise<void>,
): void {
  if (require.main !== caller) return;
  const main = async () => {
    const config = loadConfig();
    if (!config.mongodbUri) throw new Error(`Set MONGODB_URI to ${database}`);
    const connection = await mongoose.createConnection(config.mongodbUri).asPromise();
    try {
      await run(config, connection);
    } finally {
      await connection.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
