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
import { MAX_IMPORT_BYTES } from './import-file';

export const IMPORT_FIELD = 'file';

// One file and nothing else; every part of the body bounded (multer's defaults are unlimited).
const parseSingleFile = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_IMPORT_BYTES,
    files: 1,
    fields: 5,
    parts: 6,
    fieldNameSize: 100,
    fieldSize: 1024,
    headerPairs: 20,
  },
}).single(IMPORT_FIELD);

function toHttpError(err: unknown): Error {
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException('The file must be at most 10 MB');
    if (err.code === 'LIMIT_UNEXPECTED_FILE')
      return new BadRequestException(`Send one CSV file in the "${IMPORT_FIELD}" field`);
    return new BadRequestException(err.message);
  }
  return new BadRequestException('Malformed upload');
}

/** Reads the multipart field `file` into memory (`req.file`), at most 10 MB. */
@Injectable()
export class ImportFileInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      parseSingleFile(http.getRequest(), http.getResponse(), (err: unknown) =>
        err ? reject(toHttpError(err)) : resolve(),
      ),
    );
    if (!http.getRequest().file) throw new BadRequestException(`Send one CSV file in the "${IMPORT_FIELD}" field`);
    return next.handle();
  }
}
