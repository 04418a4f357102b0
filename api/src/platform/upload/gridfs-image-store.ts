import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { mongo, type Connection } from 'mongoose';
import { operationTimeOptions } from '../database/operation-time-limit';
import type { ImageStore, StoredImage } from './image-store';

/** GridFS collections `images.files` and `images.chunks`. */
export const IMAGES_BUCKET = 'images';

interface ImageMetadata {
  contentType: string;
  /** SHA-256 of the content, base64url: the ETag. */
  sha256: string;
}

/**
 * Images in the database's GridFS bucket, shared by every API process on it. Lookups by filename are served by the
 * `{ filename: 1, uploadDate: 1 }` index the driver creates on the bucket's first write (on a real MongoDB).
 */
export class GridFsImageStore implements ImageStore {
  private bucketOfDb?: mongo.GridFSBucket;

  constructor(private readonly connection: Connection) {}

  /** Made on first use: the connection's database handle exists only once it is open. */
  private get bucket(): mongo.GridFSBucket {
    this.bucketOfDb ??= new mongo.GridFSBucket(this.connection.db as mongo.Db, { bucketName: IMAGES_BUCKET });
    return this.bucketOfDb;
  }

  async save(name: string, content: Buffer, contentType: string): Promise<void> {
    const metadata: ImageMetadata = { contentType, sha256: createHash('sha256').update(content).digest('base64url') };
    const upload = this.bucket.openUploadStream(name, { metadata });
    upload.end(content);
    await finished(upload);
  }

  async find(name: string): Promise<StoredImage | null> {
    // Names are unique (random, or seeded once into an empty database): no sort, which the embedded engine pays for.
    const [file] = await this.bucket
      .find({ filename: name }, { limit: 1, ...operationTimeOptions(this.connection) })
      .toArray();
    if (!file) return null;
    const metadata = file.metadata as ImageMetadata;
    return {
      contentType: metadata.contentType,
      length: file.length,
      etag: `"${metadata.sha256}"`,
      open: () => this.bucket.openDownloadStream(file._id),
    };
  }

  async delete(name: string): Promise<void> {
    const files = await this.bucket
      .find({ filename: name }, { projection: { _id: 1 }, ...operationTimeOptions(this.connection) })
      .toArray();
    for (const file of files) await this.bucket.delete(file._id);
  }
}
