import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

export const IMAGE_FIELD = 'image';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * One image and nothing else worth keeping: every part of the body is bounded, so a crafted request cannot make
 * the parser hold thousands of fields or megabytes of text in memory (multer's defaults are unlimited / 1 MB).
 */
export const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
} as const;

const parseSingleImage = multer({ storage: multer.memoryStorage(), limits: UPLOAD_LIMITS }).single(IMAGE_FIELD);

function toHttpError(err: unknown): Error {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException('Image size must be less than 5MB');
    if (err.code === 'LIMIT_UNEXPECTED_FILE')
      return new BadRequestException(`Send one image in the "${IMAGE_FIELD}" field`);
    return new BadRequestException(err.message);
  }
  // Anything else comes from parsing the multipart body (truncated or malformed).
  return new BadRequestException('Malformed upload');
}

/**
 * Reads the multipart field `image` into memory (`req.file`), at most 5 MB.
 * FileInterceptor would do the same but with its own wording for the 413.
 */
@Injectable()
export class ImageFileInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      parseSingleImage(http.getRequest(), http.getResponse(), (err: unknown) =>
        err ? reject(toHttpError(err)) : resolve(),
      ),
    );
    return next.handle();
  }
}
