import { collectionsOn } from '../database/collections';
import { runDatabaseCommand } from '../database/database-command';
import { MIGRATIONS } from './migrations';
import { runMigrations } from './migrator';

/**
 * `npm run migrate` (after `npx nx build api`): a deployment's release step, before the new API serves. Runs the
 * migrations that have not run on the database of MONGODB_URI (the API runs them too at start, under the same lock).
 */
runDatabaseCommand(module, 'the database to migrate', async (_config, connection) => {
  const ran = await runMigrations(collectionsOn(connection), MIGRATIONS, { log: (line) => console.log(line) });
  console.log(ran.length ? `Ran ${ran.length} migrations` : 'Nothing to migrate');
});
