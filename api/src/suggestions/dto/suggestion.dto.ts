import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsMongoId, IsNotEmpty, IsOptional } from 'class-validator';
import { LimitField, PageField } from '../../common/dto-decorators';

@ApiSchema({ name: 'SuggestRowsInput' })
export class SuggestRowsDto {
  @ApiProperty({ type: [Number], description: 'Numbers of unmatched rows of this import', example: [5, 9] })
  @IsInt({ each: true, message: 'Each row must be a row number' })
  @ArrayMaxSize(20_000, { message: 'At most 20,000 rows' })
  @ArrayNotEmpty({ message: 'Choose at least one row' })
  @IsArray({ message: 'Rows must be a list of row numbers' })
  rows: number[];
}

@ApiSchema({ name: 'ApproveSuggestionInput' })
export class ApproveSuggestionDto {
  @ApiProperty({ description: 'The book created for this suggestion (POST /books)' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  bookId: string;
}

export const SUGGESTION_SORTS = ['-createdAt', '-count'] as const;
export type SuggestionSort = (typeof SUGGESTION_SORTS)[number];

export class SuggestionQueryDto {
  @ApiPropertyOptional({ enum: SUGGESTION_SORTS, enumName: 'SuggestionSort', default: '-createdAt', description: 'Newest or most requested first' })
  @IsOptional()
  @IsIn(SUGGESTION_SORTS, { message: `Sort must be one of: ${SUGGESTION_SORTS.join(', ')}` })
  sort?: SuggestionSort;

  @PageField()
  page?: number;

  @LimitField(100, 50)
  limit?: number;
}
