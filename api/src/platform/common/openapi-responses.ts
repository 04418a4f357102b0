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

  @ApiPropertyOptional({ description: 'A merged record (301, 410): the id of the record it was merged into' })
  keptId?: string;
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
    ? { type: 'object', nullable: true, enum: [null] }
    : isArray
      ? { type: 'array', items: item }
      : nullable
        ? { type: 'object', nullable: true, allOf: [item] }
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

/**
 * Swagger writes a property whose type is a named enum as `{ allOf: [{ $ref }] }`, a composition of one: the same
 * schema as the `$ref` itself, which linters and code generators flag. Keeps the plain `$ref` wherever the `allOf` has
 * nothing beside it (a description or `nullable` beside it needs the `allOf`).
 */
export function withPlainReferences<T extends object>(document: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node);
    const only = entries.length === 1 && entries[0][0] === 'allOf' && (entries[0][1] as unknown[]).length === 1;
    if (only) return visit((entries[0][1] as unknown[])[0]);
    return Object.fromEntries(entries.map(([key, value]) => [key, visit(value)]));
  };
  return visit(document) as T;
}
