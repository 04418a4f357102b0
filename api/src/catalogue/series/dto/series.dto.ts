import { ApiProperty, ApiPropertyOptional, ApiSchema, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsMongoId,
  IsNumber,
  IsOptional,
  IsPositive,
  Max,
  ValidateNested,
} from 'class-validator';
import {
  LimitField,
  OptionalTextField,
  PageField,
  RequiredTextField,
  SearchField,
} from '../../../platform/common/dto-decorators';
import { MAX_SERIES_ENTRIES, SERIES_DESCRIPTION_MAX_LENGTH, SERIES_NAME_MAX_LENGTH } from '../series.schema';

/** How many series a page of the list holds unless the query says. */
export const SERIES_PAGE_LIMIT = 24;

/** The highest position a series entry may take. */
export const MAX_SERIES_POSITION = 100000;

@ApiSchema({ name: 'SeriesEntryInput' })
export class SeriesEntryDto {
  @ApiProperty({ description: "The work's id, or any of its editions' (a book's id)" })
  @IsMongoId({ message: 'Each entry must name a book by a valid id' })
  work: string;

  @ApiProperty({
    description: 'Its place in reading order: 1, 2, 2.5…',
    example: 2,
    exclusiveMinimum: true,
    minimum: 0,
  })
  // Stacked decorators are checked from the last up: a position that is no number is told so first.
  @Max(MAX_SERIES_POSITION, { message: `Each position must be at most ${MAX_SERIES_POSITION}` })
  @IsPositive({ message: 'Each position must be greater than 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Each position must be a number' })
  position: number;
}

@ApiSchema({ name: 'SeriesInput' })
export class CreateSeriesDto {
  @RequiredTextField('Series name', SERIES_NAME_MAX_LENGTH, {
    example: 'The Expanse',
    description: 'Unique, case-insensitively',
  })
  name: string;

  @OptionalTextField('Description', SERIES_DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiPropertyOptional({
    type: SeriesEntryDto,
    isArray: true,
    maxItems: MAX_SERIES_ENTRIES,
    description: 'The whole list of entries (any order: the series keeps them by position)',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_SERIES_ENTRIES, { message: `At most ${MAX_SERIES_ENTRIES} entries` })
  @IsArray({ message: 'Entries must be a list' })
  @ValidateNested({ each: true })
  @Type(() => SeriesEntryDto)
  entries?: SeriesEntryDto[];
}

/** Only the fields sent change; `entries` replaces the whole list. */
@ApiSchema({ name: 'SeriesUpdate' })
export class UpdateSeriesDto extends PartialType(CreateSeriesDto, { skipNullProperties: false }) {}

export class SeriesQueryDto {
  @PageField()
  page?: number;

  @LimitField(100, SERIES_PAGE_LIMIT)
  limit?: number;

  @SearchField('Case- and accent-insensitive match on the name')
  q?: string;
}
