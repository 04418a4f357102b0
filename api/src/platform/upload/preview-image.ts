import sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from './image-pipeline';

/** The size link previews draw a large picture at (Open Graph's and Twitter's summary_large_image): 1.91:1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_CONTENT_TYPE = 'image/jpeg';
/** Room around the cover, so that platforms which crop the picture a little never cut it. */
const MARGIN = 40;
/** An SVG cover (the seeded ones: 400×600) is drawn at this density, so its reduction to the slot stays sharp. */
const SVG_DENSITY = 144;

/**
 * Where a cover's preview is stored, beside it in the image store: one per cover name, so a new cover (a new name)
 * gets its own, and the version names the drawing below (a new drawing, new names).
 */
export const previewName = (coverName: string) => `previews/v1/${coverName}.jpg`;

/**
 * A link preview's picture of a book cover (any image the pipeline stores, or a seeded SVG): 1200×630 JPEG, the cover
 * whole and upright in the middle on a blurred, darkened enlargement of itself, without any of its metadata. The same
 * cover always gives the same bytes. Rejects when the cover does not decode.
 */
export async function renderPreview(cover: Buffer): Promise<Buffer> {
  const source = sharp(cover, {
    density: SVG_DENSITY,
    limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000,
    failOn: 'error',
  }).rotate();
  const [art, backdrop] = await Promise.all([
    source
      .clone()
      .resize({ width: PREVIEW_WIDTH - 2 * MARGIN, height: PREVIEW_HEIGHT - 2 * MARGIN, fit: 'inside' })
      .png()
      .toBuffer(),
    source
      .clone()
      .resize({ width: PREVIEW_WIDTH / 10, height: Math.round(PREVIEW_HEIGHT / 10), fit: 'cover' })
      .flatten({ background: '#222222' })
      .modulate({ brightness: 0.55 })
      .png()
      .toBuffer(),
  ]);
  return sharp(backdrop)
    .resize({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fit: 'fill', kernel: 'cubic' })
    .blur(12)
    .composite([{ input: art, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
