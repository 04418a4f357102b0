import { LRUCache } from 'lru-cache';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ImageStore, StoredImage } from './image-store';

interface CachedImage {
  etag: string;
  bytes: Buffer;
}

export interface ImageCacheOptions {
  /** Bound of the cache, in bytes of image content. */
  maxBytes: number;
  /** Larger images are always read from the store (covers and avatars are far smaller). */
  maxImageBytes: number;
}

/**
 * Keeps the bytes of small images in this process's memory, bounded by bytes, so serving a cover again reads only
 * its file entry, not its content (on the embedded engine, one collection scan instead of two). The entry is always
 * looked up, so an image deleted through any process is gone at once, and a database that fails is a 503, as
 * without the cache. A stored image never changes under its name; the ETag check guards that anyway.
 */
export class CachedImageStore implements ImageStore {
  private readonly images: LRUCache<string, CachedImage>;

  constructor(
    private readonly store: ImageStore,
    private readonly options: ImageCacheOptions,
  ) {
    this.images = new LRUCache<string, CachedImage>({
      maxSize: options.maxBytes,
      sizeCalculation: (image, name) => image.bytes.length + name.length,
    });
  }

  async save(name: string, content: Buffer, contentType: string): Promise<void> {
    await this.store.save(name, content, contentType);
  }

  async find(name: string): Promise<StoredImage | null> {
    const image = await this.store.find(name);
    if (!image || image.length > this.options.maxImageBytes) {
      this.images.delete(name);
      return image;
    }
    let cached = this.images.get(name);
    if (cached?.etag !== image.etag) {
      cached = { etag: image.etag, bytes: await buffer(image.open()) };
      this.images.set(name, cached);
    }
    const { bytes } = cached;
    return { ...image, length: bytes.length, open: () => Readable.from([bytes]) };
  }

  async delete(name: string): Promise<void> {
    this.images.delete(name);
    await this.store.delete(name);
  }
}
