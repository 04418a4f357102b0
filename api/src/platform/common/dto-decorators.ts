import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsTimeZone,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';

/** Trims strings; leaves anything else for the validators to reject. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** An empty string means "no value": lets a form send '' to clear an optional date or number. */
export const EmptyToNull = () => Transform(({ value }) => (value === '' ? null : value));

/** An optional text field sent as null is stored as ''. */
export const NullToEmpty = () =>
  Transform(({ value }) => (value === null ? '' : typeof value === 'string' ? value.trim() : value));

/** What a text field's schema adds to its length: an example, a description. */
type TextDoc = Pick<ApiPropertyOptions, 'example' | 'description'>;

/** A text a document cannot go without (a name, a title), trimmed; `label` names it in the messages. */
export const RequiredTextField = (label: string, max: number, doc: TextDoc = {}) =>
  applyDecorators(
    ApiProperty({ maxLength: max, ...doc }),
    Trim(),
    // Checked in this order: a missing value is told it is required before it is told it must be text.
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

/** A text a document may leave empty (a biography, a publisher), trimmed; null stores ''. */
export const OptionalTextField = (label: string, max: number, doc: TextDoc = {}) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max, ...doc }),
    IsOptional(),
    NullToEmpty(),
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

/** A calendar date a document may leave unknown (a birth, a publication): YYYY-MM-DD; null or '' clears it. */
export const OptionalDateField = (label: string, example: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date',
      nullable: true,
      example,
      description: 'ISO date; null or "" clears it',
    }),
    IsOptional(),
    EmptyToNull(),
    IsISO8601({ strict: true }, { message: `${label} must be a valid date (YYYY-MM-DD)` }),
  );

// An absolute http(s) URL, or a file served by this API under /api/uploads/ (no "..", no query string).
const IMAGE_REF = /^(https?:\/\/[^\s]+|\/api\/uploads\/(?!.*\.\.)[\w\-./]+)$/i;

/** An image reference: http(s) URL or `/api/uploads/...` path, at most 2048 characters; `allowEmpty` accepts ''. */
export function IsImageRef(options: { allowEmpty?: boolean } = {}, validationOptions?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageRef',
      target: object.constructor,
      propertyName,
      options: validationOptions,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          ((options.allowEmpty && value === '') || (value.length <= 2048 && IMAGE_REF.test(value))),
      },
    });
}

/**
 * A whole number of a query string, written in decimal digits ('01' is 1). Any other spelling that Number() would
 * read ('1e0', '0x1', '1.0', ' 1') stays text and is refused: one page has one URL, and so one entry in the read
 * cache (canonicalKey), which would otherwise keep the same answer once per spelling.
 */
export const DecimalInt = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** The 1-based page of a paged list: `?page=`, 1 to 100,000. */
export const PageField = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 }),
    IsOptional(),
    DecimalInt(),
    IsInt({ message: 'Page must be a whole number' }),
    Min(1, { message: 'Page must be at least 1' }),
    Max(100000, { message: 'Page must be at most 100000' }),
  );

/** How many items a list answers: `?limit=`, 1 to `max` (`fallback` when absent, or all when it has none). */
export const LimitField = (max: number, fallback?: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      maximum: max,
      ...(fallback === undefined ? {} : { default: fallback }),
      ...(description ? { description } : {}),
    }),
    IsOptional(),
    DecimalInt(),
    IsInt({ message: 'Limit must be a whole number' }),
    Min(1, { message: 'Limit must be at least 1' }),
    Max(max, { message: `Limit must be at most ${max}` }),
  );

/** A list's free-text search, `?search=`: trimmed text of at most 100 characters. */
export const SearchField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: 100, description }),
    IsOptional(),
    Trim(),
    // Checked in this order, so a repeated ?search= (a list) is told it must be text.
    IsString({ message: 'Search must be text' }),
    MaxLength(100, { message: 'Search must be at most 100 characters' }),
  );

/** A list narrowed to one document's, e.g. `?book=`: `what` names it in the message ("Book must be a valid id"). */
export const IdFilterField = (what: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    IsOptional(),
    IsMongoId({ message: `${what} must be a valid id` }),
  );

/** An optional choice among `values` (a sort, a status): `label` names it in the message, which lists them. */
export const OneOfField = (
  label: string,
  values: readonly string[],
  doc: { enumName?: string; default?: string; description?: string } = {},
) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, ...doc }),
    IsOptional(),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}` }),
  );

/** The reader's time zone (an IANA name, optional): what the call reads or writes as days are days there. */
export const ReaderTimeZone = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, example: 'Europe/Paris' }),
    IsOptional(),
    IsTimeZone({ message: 'Time zone must be a valid IANA time zone, e.g. Europe/Paris' }),
  );
