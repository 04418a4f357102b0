import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { ImageStore, StoredImage } from './image-store';

const CONTENT_TYPES: Record<string, string | undefined> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The content type of a stored image, by the extension its name was given from its content. */
export const contentTypeOf = (name: string) => CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';

/**
 * Images as files under one directory (UPLOAD_STORE=disk). Only names that `isImageName` accepts reach it, so a
 * name never leads outside the directory. Files are written once and never changed, so size and modification
 * time make a strong ETag.
 */
export class DiskImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  async save(name: string, content: Buffer): Promise<void> {
    const path = join(this.dir, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }

  async find(name: string): Promise<StoredImage | null> {
    const path = join(this.dir, name);
    const stats = await stat(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
      throw err;
    });
    if (!stats?.isFile()) return null;
    return {
      contentType: contentTypeOf(name),
      length: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      open: () => createReadStream(path),
    };
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}
