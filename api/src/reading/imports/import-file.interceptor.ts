import { singleFileInterceptor } from '../../platform/common/single-file-upload';
import { MAX_IMPORT_BYTES } from './import-file';

export const IMPORT_FIELD = 'file';

/** Reads the multipart field `file` into memory (`req.file`), at most 10 MB. */
export const ImportFileInterceptor = singleFileInterceptor({
  field: IMPORT_FIELD,
  maxBytes: MAX_IMPORT_BYTES,
  tooLarge: 'The file must be at most 10 MB',
  sendOne: `Send one CSV file in the "${IMPORT_FIELD}" field`,
  required: true,
});
