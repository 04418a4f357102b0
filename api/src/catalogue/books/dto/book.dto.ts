import { ISBN_INVALID, isValidIsbn } from '@book/rules';
import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { BOOK_FORMATS, BOOK_STATUSES, type BookFormat, type BookStatus } from '../book.schema';
import {
  EmptyToNull,
  IdFilterField,
  IsImageRef,
  LimitField,
  OneOfField,
  OptionalDateField,
  OptionalTextField,
  PageField,
  RequiredTextField,
  SearchField,
} from '../../../platform/common/dto-decorators';
import { NormalizeIsbn } from '../isbn';

@ValidatorConstraint({ name: 'isbn' })
class IsbnConstraint implements ValidatorConstraintInterface {
  validate = (value: unknown) => typeof value === 'string' && isValidIsbn(value);
  defaultMessage = () => ISBN_INVALID;
}

@ApiSchema({ name: 'BookInput' })
export class CreateBookDto {
  @RequiredTextField('Title', 300, { example: 'The Lighthouse Ledger' })
  title: string;

  @ApiProperty({ description: 'Author id (must exist)' })
  @IsMongoId({ message: 'Author must be a valid id' })
  @IsNotEmpty({ message: 'Author is required' })
  author: string;

  @OptionalTextField('Description', 10000)
  description?: string;

  @ApiPropertyOptional({ type: [String], description: 'Genre ids (each must exist)' })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'A book can have at most 20 genres' })
  @IsArray({ message: 'Genres must be a list of genre ids' })
  @IsMongoId({ each: true, message: 'Each genre must be a valid id' })
  genres?: string[];

  @ApiProperty({ description: 'Image URL (http/https) or /api/uploads/... path', example: '/api/uploads/cover.png' })
  @IsImageRef({}, { message: 'Cover image must be an image URL or an uploaded image path' })
  @IsNotEmpty({ message: 'Cover image is required' })
  coverImage: string;

  @OptionalDateField('Published date', '2019-09-03')
  publishedDate?: string | null;

  @OptionalTextField('Publisher', 200)
  publisher?: string;

  @OptionalTextField('Language', 60, { example: 'English' })
  language?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100000,
    nullable: true,
    description: 'null or "" clears it',
  })
  @IsOptional()
  @EmptyToNull()
  @Min(1, { message: 'Page count must be at least 1' })
  @Max(100000, { message: 'Page count must be at most 100000' })
  @IsInt({ message: 'Page count must be a whole number' })
  pageCount?: number | null;

  // No `default` in the schema: generated client types would then make the field required.
  @OneOfField('Status', BOOK_STATUSES, { enumName: 'BookStatus', description: 'published when omitted on create' })
  status?: BookStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '978-0-441-17271-9',
    description: 'ISBN-10 or ISBN-13 (hyphens and spaces allowed; stored without them); unique; null or "" clears it',
  })
  @IsOptional()
  @NormalizeIsbn()
  @Validate(IsbnConstraint)
  isbn?: string | null;

  @ApiPropertyOptional({
    type: String,
    enum: BOOK_FORMATS,
    nullable: true,
    description: 'The edition\'s format; null or "" clears it',
  })
  @IsOptional()
  @EmptyToNull()
  @IsIn(BOOK_FORMATS, { message: `Format must be one of: ${BOOK_FORMATS.join(', ')}` })
  format?: BookFormat | null;
}

/** Partial update; required fields (title, author, coverImage) cannot be sent as null. */
@ApiSchema({ name: 'BookUpdate' })
export class UpdateBookDto extends PartialType(CreateBookDto, { skipNullProperties: false }) {}

export const BOOK_SORTS = [
  '-averageRating',
  'title',
  '-title',
  '-publishedDate',
  'publishedDate',
  '-reviewCount',
] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
export const BOOK_STATUS_FILTERS = [...BOOK_STATUSES, 'all'] as const;
export type BookStatusFilter = (typeof BOOK_STATUS_FILTERS)[number];

export class BookQueryDto {
  @SearchField('Found in the title or the author name, case and accents aside ("vasquez" finds "Vásquez")')
  search?: string;

  @IdFilterField('Genre', 'Genre id')
  genre?: string;

  @IdFilterField('Author', 'Author id')
  author?: string;

  @OneOfField('Sort', BOOK_SORTS, { enumName: 'BookSort', default: '-averageRating' })
  sort?: BookSort;

  @PageField()
  page?: number;

  @LimitField(100, 24)
  limit?: number;

  @OneOfField('Status', BOOK_STATUS_FILTERS, {
    default: 'published',
    description: 'Administrators only: which statuses to list. Ignored for everyone else (always published).',
  })
  status?: BookStatusFilter;

  @OneOfField('Editions', ['all'], {
    description:
      'Administrators only: `all` lists every edition of each work. Without it (and for everyone else) one book ' +
      'stands for each work: its most read edition.',
  })
  editions?: 'all';
}
