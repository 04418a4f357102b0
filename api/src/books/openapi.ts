import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, ApiSchema, getSchemaPath } from '@nestjs/swagger';

@ApiSchema({ name: 'PageMeta' })
export class PageMetaView {
  @ApiProperty({ type: 'integer', description: 'Number of matching items on all pages' })
  total: number;

  @ApiProperty({ type: 'integer', description: '1-based page number' })
  page: number;

  @ApiProperty({ type: 'integer' })
  limit: number;

  @ApiProperty({ description: 'True when a further page exists' })
  hasMore: boolean;
}

/**
 * Documents a paged list in its envelope: `{ success: true, data: model[], meta: PageMeta }`
 * (the paged counterpart of ApiEnvelope in openapi-responses.ts).
 */
export function ApiPagedEnvelope(model: Type<unknown>, description = 'Success') {
  return applyDecorators(
    ApiExtraModels(model, PageMetaView),
    ApiResponse({
      status: 200,
      description,
      schema: {
        type: 'object',
        required: ['success', 'data', 'meta'],
        properties: {
          success: { type: 'boolean', enum: [true] },
          data: { type: 'array', items: { $ref: getSchemaPath(model) } },
          meta: { $ref: getSchemaPath(PageMetaView) },
        },
      },
    }),
  );
}
