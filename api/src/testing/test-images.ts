import { readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { IMAGES_BUCKET } from '../platform/upload/gridfs-image-store';
import type { TestApp } from './test-app';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** That PNG followed by zeros up to `size` bytes (decoders stop at its end chunk): an upload of a chosen size. */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** A 1200x800 JPEG taken "on its side" (EXIF orientation 6) where a camera noted the place (GPS) and itself. */
export const jpegWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1', ImageDescription: 'my street' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A PNG of a few KB declaring `width` x `height` grey pixels (zlib-compressed zeros): a decompression bomb. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4 * 1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How many images the app's store holds (GridFS files, or files in the upload directory). */
export const storedCount = async (t: TestApp) =>
  t.config.uploadStore === 'disk'
    ? readdirSync(t.config.uploadDir, { recursive: true }).length
    : t.connection.collection(`${IMAGES_BUCKET}.files`).countDocuments();
