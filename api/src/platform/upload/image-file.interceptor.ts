import { singleFileInterceptor } from '../common/single-file-upload';

export const IMAGE_FIELD = 'image';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Reads the multipart field `image` into memory (`req.file`), at most 5 MB; UploadService answers a missing one. */
export const ImageFileInterceptor = singleFileInterceptor({
  field: IMAGE_FIELD,
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: 'Image size must be less than 5MB',
  sendOne: `Send one image in the "${IMAGE_FIELD}" field`,
  required: false,
});
