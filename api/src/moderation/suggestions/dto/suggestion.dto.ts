import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { MAX_SERIES_POSITION } from '../../../catalogue/series/dto/series.dto';
import { SERIES_NAME_MAX_LENGTH } from '../../../catalogue/series/series.schema';
import { LimitField, OneOfField, PageField, Trim } from '../../../platform/common/dto-decorators';

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

export const SUGGESTION_INPUT_KINDS = ['duplicate', 'series'] as const;

@ApiSchema({ name: 'SuggestionInput' })
export class CreateSuggestionDto {
  @ApiProperty({
    enum: SUGGESTION_INPUT_KINDS,
    description: 'duplicate: "This is the same book as…"; series: "Suggest for a series" (the book at a position)',
  })
  @IsIn(SUGGESTION_INPUT_KINDS, { message: 'Kind must be duplicate or series' })
  kind: 'duplicate' | 'series';

  @ApiProperty({ description: 'The book flagged, or suggested for the series' })
  @IsMongoId({ message: 'Book must be a valid id' })
  book: string;

  @ApiPropertyOptional({ description: 'duplicate: the book it is the same as' })
  @ValidateIf((dto: CreateSuggestionDto) => dto.kind === 'duplicate')
  @IsMongoId({ message: 'The other book must be a valid id' })
  sameAs?: string;

  @ApiPropertyOptional({ description: 'series: an existing series (or give seriesName for a new one)' })
  @ValidateIf((dto: CreateSuggestionDto) => dto.kind === 'series' && dto.seriesName === undefined)
  @IsMongoId({ message: 'Choose a series or name a new one' })
  series?: string;

  @ApiPropertyOptional({ maxLength: SERIES_NAME_MAX_LENGTH, description: 'series: the name of a new series' })
  @ValidateIf((dto: CreateSuggestionDto) => dto.kind === 'series' && dto.series === undefined)
  @Trim()
  @MaxLength(SERIES_NAME_MAX_LENGTH, { message: `Series name must be at most ${SERIES_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'Series name must be text' })
  @IsNotEmpty({ message: 'Choose a series or name a new one' })
  seriesName?: string;

  @ApiPropertyOptional({ description: 'series: its place in reading order (1, 2, 2.5…)', example: 2 })
  @ValidateIf((dto: CreateSuggestionDto) => dto.kind === 'series')
  @Max(MAX_SERIES_POSITION, { message: `Position must be at most ${MAX_SERIES_POSITION}` })
  @IsPositive({ message: 'Position must be greater than 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Position must be a number' })
  position?: number;
}

@ApiSchema({ name: 'ApproveSuggestionInput' })
export class ApproveSuggestionDto {
  @ApiPropertyOptional({
    description:
      'The book created for this suggestion (POST /books); for a duplicate, the book kept by its merge; none for a ' +
      'series entry (approving adds it)',
  })
  @ValidateIf((dto: ApproveSuggestionDto) => dto.bookId !== undefined)
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  bookId?: string;
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
