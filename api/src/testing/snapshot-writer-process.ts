/**
 * A process that writes a snapshot of the embedded database at argv[2] (collections argv[4...]) into the directory
 * argv[3], and stops in the middle: after the first collection it prints `WRITING` and waits, so that a test can
 * kill it (SIGKILL) while the temporary file is half-written, as a crash would.
 */
import { mongo } from 'mongoose';
import { writeSnapshot } from '../platform/database/embedded-snapshot';

async function run() {
  const [uri, dir, ...collections] = process.argv.slice(2);
  const client = await mongo.MongoClient.connect(uri);
  await writeSnapshot(client, collections, dir, {
    afterCollection: () => {
      process.stdout.write('WRITING\n');
      return new Promise<void>(() => undefined); // until killed
    },
  });
}

run().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : err}\n`);
  process.exit(1);
});
