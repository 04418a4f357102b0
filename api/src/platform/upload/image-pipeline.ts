import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';

/** Larger images are refused before they are decoded: a small file can declare a huge canvas (a decompression bomb). */
export const MAX_IMAGE_MEGAPIXELS = 40;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * The widths the screens' slots ask for through `srcset` (CSS pixels times the screen's density): a thumbnail (list
 * covers, avatars), a card (catalogue grid) and a page (a book's page). Kept in sync with the UI kit's imageSources.
 */
export const IMAGE_WIDTHS = [160, 320, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The image at its stored URL, for clients that take no WebP (link previews, old browsers): at most this wide. */
const FALLBACK_MAX_WIDTH = 1280;

/** The formats an upload may come in; the image at its stored URL keeps that format (and so its URL). */
export type UploadFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export const EXTENSION_OF: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };
const FORMAT_OF_EXTENSION: Record<string, UploadFormat> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };
const CONTENT_TYPE_OF: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const formatOfName = (name: string): UploadFormat | undefined =>
  FORMAT_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];

/** Where a width's WebP is stored and served: `<publicId>.<width>.webp`, beside `<publicId>.<ext>`. */
export const variantName = (publicId: string, width: ImageWidth) => `${publicId}.${width}.webp`;

export interface EncodedFile {
  name: string;
  content: Buffer;
  contentType: string;
}

const encode = (image: Sharp, format: UploadFormat): Sharp => {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 80 });
  }
};

/**
 * Decodes an image and writes it again: upright (its EXIF orientation applied) and with none of its metadata (EXIF,
 * GPS, XMP, comments, ICC: sharp keeps none unless asked), at its stored name in its own format and as WebP in each
 * slot width (never enlarged). Only the first frame of an animation is kept: covers and avatars are still pictures.
 * 413 past MAX_IMAGE_MEGAPIXELS, 400 when the bytes do not decode.
 */
export async function encodeImage(input: Buffer, publicId: string, format: UploadFormat): Promise<EncodedFile[]> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone, read without the limit, so that an image past it gets its own answer.
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new BadRequestException('This image could not be read: please select another file');
  }
  if (!width || !height) throw new BadRequestException('This image could not be read: please select another file');
  if (width * height > MAX_IMAGE_PIXELS)
    throw new PayloadTooLargeException(`Image is too large (at most ${MAX_IMAGE_MEGAPIXELS} megapixels)`);

  const upright = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const render = async (resize: number, to: UploadFormat) =>
    encode(upright.clone().resize({ width: resize, withoutEnlargement: true }), to).toBuffer();
  try {
    const [fallback, ...variants] = await Promise.all([
      render(FALLBACK_MAX_WIDTH, format),
      ...IMAGE_WIDTHS.map((w) => render(w, 'webp')),
    ]);
    return [
      { name: `${publicId}.${EXTENSION_OF[format]}`, content: fallback, contentType: CONTENT_TYPE_OF[format] },
      ...IMAGE_WIDTHS.map((w, i) => ({
        name: variantName(publicId, w),
        content: variants[i],
        contentType: 'image/webp',
      })),
    ];
  } catch {
    // A header that reads but pixel data that does not (a truncated or corrupt file).
    throw new BadRequestException('This image could not be read: please select another file');
  }
}
