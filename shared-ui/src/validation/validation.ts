/** Business constants of spec section 9. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The account rules are '@book/rules' now (the API applies the same ones); the kit keeps exporting their lengths
 * under these names for remotes built against a kit that defined them.
 */
export { PASSWORD_MIN as MIN_PASSWORD_LENGTH, USERNAME_MIN as MIN_USERNAME_LENGTH } from '@book/rules';
export const MAX_BIO_LENGTH = 500;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A direct image link: http(s), ending in an image extension, optionally followed by a query string (spec 5). */
export function isDirectImageUrl(url: string): boolean {
  return /^https?:\/\/\S+\.(jpg|jpeg|png|gif|webp|svg)(\?\S*)?$/i.test(url.trim());
}

export type ImageFileProblem = 'type' | 'size' | null;

/** The image file check shared by both remotes: an image type, smaller than 5 MB. Messages differ per screen (spec 5). */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
