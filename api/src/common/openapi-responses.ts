import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiSchema,
  getSchemaPath,
} from '@nestjs/swagger';

/** Body of every error response (see AllExceptionsFilter). */
@ApiSchema({ name: 'ApiError' })
export class ApiErrorBody {
  @ApiProperty({ enum: [false] })
  success: false;

  @ApiProperty({ example: 'Email is invalid' })
  message: string;

  @ApiPropertyOptional({
    description: 'Messages per field, for validation errors',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['Email is invalid'] },
  })
  errors?: Record<string, string[]>;
}

interface EnvelopeOptions {
  status?: 200 | 201 | 202;
  isArray?: boolean;
  description?: string;
  /** data may also be null (e.g. "none set"). */
  nullable?: boolean;
}

/**
 * Documents a success response in its envelope: `{ success: true, data }`, where data is the model,
 * a list of it, or `null` (pass `null` as the model).
 */
export function ApiEnvelope(
  model: Type<unknown> | null,
  { status = 200, isArray = false, description = 'Success', nullable = false }: EnvelopeOptions = {},
) {
  const item = model ? { $ref: getSchemaPath(model) } : undefined;
  const data = !item
    ? { nullable: true, enum: [null] }
    : isArray
      ? { type: 'array', items: item }
      : nullable
        ? { nullable: true, allOf: [item] }
        : item;
  return applyDecorators(
    ...(model ? [ApiExtraModels(model)] : []),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { type: 'boolean', enum: [true] }, data },
      },
    }),
  );
}

/** Documents an error response (`{ success: false, message, errors? }`) with its status. */
export function ApiFailure(status: number, description: string) {
  return ApiResponse({ status, description, type: ApiErrorBody });
}

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
 * (the paged counterpart of ApiEnvelope); `meta` names another page description where a list has its own.
 */
export function ApiPagedEnvelope(model: Type<unknown>, description = 'Success', meta: Type<unknown> = PageMetaView) {
  return applyDecorators(
    ApiExtraModels(model, meta),
    ApiResponse({
      status: 200,
      description,
      schema: {
        type: 'object',
        required: ['success', 'data', 'meta'],
        properties: {
          success: { type: 'boolean', enum: [true] },
          data: { type: 'array', items: { $ref: getSchemaPath(model) } },
          meta: { $ref: getSchemaPath(meta) },
        },
      },
    }),
  );
}
