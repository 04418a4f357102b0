import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runDatabaseCommand } from '../database/database-command';
import { contentTypeOf } from './disk-image-store';
import { GridFsImageStore } from './gridfs-image-store';
import type { ImageStore } from './image-store';
import { IMAGE_NAME } from './serve-uploads';

/**
 * Copies the images of a disk store (`UPLOAD_DIR`) into another store, keeping their names (so every stored URL
 * stays valid); names the target already has are skipped, anything that is not one of our image names is ignored.
 */
export async function importDiskUploads(dir: string, target: ImageStore): Promise<{ copied: number; skipped: number }> {
  const names = (await readdir(dir, { recursive: true }))
    .map((name) => name.split('\\').join('/'))
    .filter((name) => IMAGE_NAME.test(name));
  let copied = 0;
  for (const name of names) {
    if (await target.find(name)) continue;
    await target.save(name, await readFile(join(dir, name)), contentTypeOf(name));
    copied += 1;
  }
  return { copied, skipped: names.length - copied };
}

/**
 * `npm run uploads:import-disk` (after `npx nx build api`): moving a deployment from UPLOAD_STORE=disk to gridfs, copies
 * the images of UPLOAD_DIR into the GridFS bucket of MONGODB_URI. Safe to run again.
 */
runDatabaseCommand(module, 'the database whose GridFS bucket receives the images', async (config, connection) => {
  const { copied, skipped } = await importDiskUploads(config.uploadDir, new GridFsImageStore(connection));
  console.log(`Copied ${copied} images from ${config.uploadDir} into GridFS (${skipped} were already there)`);
});
