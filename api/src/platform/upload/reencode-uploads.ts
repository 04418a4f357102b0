import type { Connection } from 'mongoose';
import { buffer } from 'node:stream/consumers';
import { runDatabaseCommand } from '../database/database-command';
import { DiskImageStore } from './disk-image-store';
import { GridFsImageStore } from './gridfs-image-store';
import { encodeImage, formatOfName, IMAGE_WIDTHS, variantName } from './image-pipeline';
import type { ImageStore } from './image-store';

export interface ReencodeReport {
  reencoded: number;
  /** Already re-encoded (their largest WebP exists). */
  skipped: number;
  /** No longer in the store, or not readable as an image: left as they are, named in `failures`. */
  failed: number;
  failures: string[];
}

/**
 * Re-encodes every upload stored before the image pipeline existed: its image at its own name (so every stored URL
 * stays valid) without metadata and upright, and its WebP sizes. An upload whose largest WebP exists is skipped, and
 * that WebP is written last, so a run cut short is completed by the next. Seeded SVGs are not uploads and stay.
 */
export async function reencodeUploads(connection: Connection, store: ImageStore): Promise<ReencodeReport> {
  const report: ReencodeReport = { reencoded: 0, skipped: 0, failed: 0, failures: [] };
  const uploads = connection.collection<{ publicId: string; filename: string }>('uploads');
  for await (const { publicId, filename } of uploads.find({}, { projection: { publicId: 1, filename: 1 } })) {
    const largest = variantName(publicId, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
    if (await store.find(largest)) {
      report.skipped += 1;
      continue;
    }
    const stored = await store.find(filename);
    const format = formatOfName(filename);
    try {
      if (!stored || !format) throw new Error('not in the store');
      const files = await encodeImage(await buffer(stored.open()), publicId, format);
      // A name is written once per store entry: the old bytes go before the new ones are saved under the same name.
      for (const file of files) {
        await store.delete(file.name);
        await store.save(file.name, file.content, file.contentType);
      }
      report.reencoded += 1;
    } catch (err) {
      report.failed += 1;
      report.failures.push(`${filename}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

/**
 * `npm run uploads:reencode` (after `npx nx build api`): once, after deploying the image pipeline, re-encodes the
 * uploads of MONGODB_URI in the store that UPLOAD_STORE names. Safe to run again.
 */
runDatabaseCommand(module, 'the database whose uploads are re-encoded', async (config, connection) => {
  const store = config.uploadStore === 'disk' ? new DiskImageStore(config.uploadDir) : new GridFsImageStore(connection);
  const { reencoded, skipped, failed, failures } = await reencodeUploads(connection, store);
  console.log(`Re-encoded ${reencoded} uploads (${skipped} were already, ${failed} could not be)`);
  for (const failure of failures) console.log(`  ${failure}`);
});
