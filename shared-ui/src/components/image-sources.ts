/**
 * The sizes the API keeps of each uploaded image (`<id>.<ext>` at its stored URL, and `<id>.<width>.webp`): a
 * thumbnail, a card and a page width. Kept in sync with the API's image pipeline (IMAGE_WIDTHS).
 */
export const IMAGE_WIDTHS = [160, 320, 640] as const;

/** An upload's stored URL, relative or absolute: `.../api/uploads/<32 hex>.<ext>`. Seeded SVGs and other URLs have no sizes. */
const UPLOADED_IMAGE = /^(.*\/api\/uploads\/[a-f\d]{32})\.(?:png|jpg|gif|webp)$/;

/**
 * The slots images are shown in, each with the `sizes` that matches its CSS width (kit.css, and the reader's grid and
 * book page): the browser picks the smallest WebP that fills the slot at the screen's density.
 */
export const IMAGE_SLOT_SIZES = {
  'cover-sm': '48px',
  'cover-md': '140px',
  'cover-lg': '(max-width: 720px) 180px, 240px',
  /** A cover filling a grid cell: two per row on a phone, cells of 150 to about 220px on wider screens. */
  'cover-fluid': '(max-width: 420px) 50vw, 220px',
  'avatar-sm': '32px',
  'avatar-md': '40px',
  'avatar-lg': '72px',
  'avatar-xl': '112px',
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOT_SIZES;

export interface ImageSources {
  /** The image at its stored URL: JPEG, PNG, GIF or WebP as uploaded (re-encoded), or an SVG: every browser shows it. */
  src: string;
  /** The WebP sizes (`<source type="image/webp">`), when the API keeps sizes of this image. */
  webp?: { srcSet: string; sizes: string };
}

/** The sources of an image for one slot: the one way screens ask for images. `sizes` overrides the slot's. */
export function imageSources(url: string, slot: ImageSlot, sizes?: string): ImageSources {
  const base = UPLOADED_IMAGE.exec(url)?.[1];
  if (!base) return { src: url };
  return {
    src: url,
    webp: {
      srcSet: IMAGE_WIDTHS.map((w) => `${base}.${w}.webp ${w}w`).join(', '),
      sizes: sizes ?? IMAGE_SLOT_SIZES[slot],
    },
  };
}
