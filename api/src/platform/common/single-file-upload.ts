import {
  BadRequestException,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

export interface SingleFileUpload {
  /** The multipart field of the file. */
  field: string;
  maxBytes: number;
  /** The 413's message for a larger file. */
  tooLarge: string;
  /** The 400's message for a file in another field, or several: "Send one ... in the ... field". */
  sendOne: string;
  /** Without a file: a 400 with `sendOne` here, or (false) the route's own answer. */
  required: boolean;
}

/**
 * One file and nothing else worth keeping: every part of the body is bounded, so a crafted request cannot make
 * the parser hold thousands of fields or megabytes of text in memory (multer's defaults are unlimited / 1 MB).
 */
const BODY_LIMITS = { files: 1, fields: 5, parts: 6, fieldNameSize: 100, fieldSize: 1024, headerPairs: 20 } as const;

/**
 * An interceptor that reads one file of a multipart body into memory (`req.file`), every failure a 4xx in the
 * product's words. FileInterceptor would do the same but with its own wording for the 413.
 */
export function singleFileInterceptor(upload: SingleFileUpload): Type<NestInterceptor> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { ...BODY_LIMITS, fileSize: upload.maxBytes },
  }).single(upload.field);

  const toHttpError = (err: unknown): Error => {
    if (err instanceof MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(upload.tooLarge);
      if (err.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(upload.sendOne);
      return new BadRequestException(err.message);
    }
    // Anything else comes from parsing the multipart body (truncated or malformed).
    return new BadRequestException('Malformed upload');
  };

  @Injectable()
  class SingleFileInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        parse(http.getRequest(), http.getResponse(), (err: unknown) => (err ? reject(toHttpError(err)) : resolve())),
      );
      if (upload.required && !http.getRequest().file) throw new BadRequestException(upload.sendOne);
      return next.handle();
    }
  }
  return mixin(SingleFileInterceptor);
}
