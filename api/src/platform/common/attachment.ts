import {
  applyDecorators,
  Injectable,
  StreamableFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { encodedForClient } from './json-compression';

type AttachmentType = 'text/csv' | 'application/json';

/** A download: what a `@Download()` route returns. */
export interface Attachment {
  content: string;
  filename: string;
  type: AttachmentType;
}

export function attachment(content: string, filename: string, type: AttachmentType): Attachment {
  return { content, filename, type };
}

/**
 * Sends an Attachment as is (not in the envelope), with the file name the browser saves it under, compressed in one
 * step from its complete bytes as JSON answers are (encodedForClient), so that no answer goes through a stream
 * compressor of its own.
 */
@Injectable()
class AttachmentInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((file: Attachment) => {
        const body = encodedForClient(res, Buffer.from(file.content, 'utf8'));
        return new StreamableFile(body, {
          type: `${file.type}; charset=utf-8`,
          disposition: `attachment; filename="${file.filename}"`,
          length: body.length,
        });
      }),
    );
  }
}

/** A route that answers a download (an Attachment), and its documentation. */
export const Download = (type: AttachmentType, description: string) =>
  applyDecorators(
    UseInterceptors(AttachmentInterceptor),
    ApiProduces(type),
    ApiResponse({
      status: 200,
      description,
      headers: { 'Content-Disposition': { description: 'attachment; filename="..."', schema: { type: 'string' } } },
      content: { [type]: { schema: { type: 'string', format: 'binary' } } },
    }),
  );
