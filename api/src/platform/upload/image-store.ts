import type { Readable } from 'node:stream';

/** One stored image, found by name; its bytes are read only when `open()` is called. */
export interface StoredImage {
  contentType: string;
  length: number;
  /** A strong validator: stored images never change (a replaced image gets a new name). */
  etag: string;
  open(): Readable;
}

/**
 * Where the bytes of uploaded and seeded images live, by name (`<publicId>.<ext>`, `seed/covers/<slug>.svg`).
 * `gridfs` keeps them in the database, so every API process serves every image; `disk` keeps them in one
 * process's directory (a single process, or a directory every process shares).
 */
export interface ImageStore {
  save(name: string, content: Buffer, contentType: string): Promise<void>;
  /** The image, or null when there is none of that name. */
  find(name: string): Promise<StoredImage | null>;
  /** Deletes the image of that name; nothing happens when there is none. */
  delete(name: string): Promise<void>;
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');
