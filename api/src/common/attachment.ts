import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';

/** A download: sent as is (not in the envelope), with the file name the browser saves it under. */
export function attachment(content: string, filename: string, type: 'text/csv' | 'application/json'): StreamableFile {
  return new StreamableFile(Buffer.from(content, 'utf8'), {
    type: `${type}; charset=utf-8`,
    disposition: `attachment; filename="${filename}"`,
  });
}

/** Documents a download answered by attachment(). */
export const ApiAttachment = (type: 'text/csv' | 'application/json', description: string) =>
  applyDecorators(
    ApiProduces(type),
    ApiResponse({
      status: 200,
      description,
      headers: { 'Content-Disposition': { description: 'attachment; filename="..."', schema: { type: 'string' } } },
      content: { [type]: { schema: { type: 'string', format: 'binary' } } },
    }),
  );
