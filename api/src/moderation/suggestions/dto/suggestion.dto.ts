import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsOptional,
  MaxLength,
} from 'class-validator';
import { LimitField, OneOfField, PageField } from '../../../platform/common/dto-decorators';

/** The most rows one request may suggest (each is a write), and the most one reader may suggest a day. */
export const MAX_SUGGESTED_ROWS = 100;
export const SUGGESTED_ROWS_PER_DAY = 200;

@ApiSchema({ name: 'SuggestRowsInput' })
export class SuggestRowsDto {
  @ApiProperty({
    type: [Number],
    description: `Numbers of unmatched rows of this import (at most ${MAX_SUGGESTED_ROWS})`,
    example: [5, 9],
    maxItems: MAX_SUGGESTED_ROWS,
  })
  @IsInt({ each: true, message: 'Each row must be a row number' })
  @ArrayMaxSize(MAX_SUGGESTED_ROWS, { message: `At most ${MAX_SUGGESTED_ROWS} rows per request` })
  @ArrayNotEmpty({ message: 'Choose at least one row' })
  @IsArray({ message: 'Rows must be a list of row numbers' })
  rows: number[];
}

@ApiSchema({ name: 'SuggestionInput' })
export class CreateSuggestionDto {
  @ApiProperty({ enum: ['duplicate'], description: 'duplicate: "This is the same book as…"' })
  @IsIn(['duplicate'], { message: 'Kind must be duplicate' })
  kind: 'duplicate';

  @ApiProperty({ description: 'The book flagged' })
  @IsMongoId({ message: 'Book must be a valid id' })
  book: string;

  @ApiProperty({ description: 'The book it is the same as' })
  @IsMongoId({ message: 'The other book must be a valid id' })
  sameAs: string;
}

@ApiSchema({ name: 'ApproveSuggestionInput' })
export class ApproveSuggestionDto {
  @ApiProperty({
    description: 'The book created for this suggestion (POST /books); for a duplicate, the book kept by its merge',
  })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  bookId: string;
}

export const SUGGESTION_SORTS = ['-createdAt', '-count'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

export class SuggestionQueryDto {
  @OneOfField('Sort', SUGGESTION_SORTS, {
    enumName: 'SuggestionSort',
    default: '-createdAt',
    description: 'Newest or most requested first',
  })
  sort?: SuggestionSort;

  @PageField()
  page?: number;

  @LimitField(100, 50)
  limit?: number;
}

/**
 * What a suggestion keeps of an import row, bounded as the catalogue bounds a book (BookInput) and an author
 * (AuthorInput): the book an administrator creates from it must fit. Checked on each suggested row.
 */
export class SuggestedBookFields {
  @MaxLength(300, { message: 'its title is longer than the 300 characters of a book title' })
  title: string;

  @MaxLength(120, { message: "its author is longer than the 120 characters of an author's name" })
  author: string;

  @IsOptional()
  @MaxLength(200, { message: 'its publisher is longer than the 200 characters of a publisher' })
  publisher?: string;
}
