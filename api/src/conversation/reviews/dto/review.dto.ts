import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsMongoId, IsNotEmpty, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import {
  DecimalInt,
  IdFilterField,
  LimitField,
  OneOfField,
  PageField,
  RequiredTextField,
  SearchField,
} from '../../../platform/common/dto-decorators';

export const REVIEW_SORTS = ['-createdAt', '-likeCount'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Whether a listing counts its matching reviews: a screen that shows no total (a "Load more" list) asks for none. */
export const REVIEW_TOTALS = ['count', 'none'] as const;
export type ReviewTotal = (typeof REVIEW_TOTALS)[number];

/** Whether a page of reviews counts every matching review: a "Load more" list, which shows no total, asks not to. */
export const ReviewTotalField = () =>
  OneOfField('Total', REVIEW_TOTALS, {
    default: 'count',
    description:
      '`none`: the matching reviews are not counted (for a "Load more" list): `meta.total` is left out and ' +
      '`meta.hasMore` tells whether a next page exists (one more review than the page is read)',
  });

@ApiSchema({ name: 'ReviewInput' })
export class CreateReviewDto {
  @ApiProperty({ description: 'Id of the (published) book reviewed' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  book: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 4 })
  @Min(1, { message: 'Rating must be between 1 and 5' })
  @Max(5, { message: 'Rating must be between 1 and 5' })
  @IsInt({ message: 'Please select a rating from 1 to 5' })
  rating: number;

  @RequiredTextField('Title', 200, { example: 'Quietly devastating' })
  title: string;

  @RequiredTextField('Content', 5000)
  content: string;

  @ApiPropertyOptional({
    description: 'The text reveals the plot: other readers see it only after choosing to (false when omitted)',
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'Spoiler must be true or false' })
  spoiler?: boolean;
}

/** Rating, title, content and/or spoiler flag; the book of a review never changes. */
@ApiSchema({ name: 'ReviewUpdate' })
export class UpdateReviewDto extends PartialType(OmitType(CreateReviewDto, ['book'] as const), {
  skipNullProperties: false,
}) {}

export class ReviewQueryDto {
  @SearchField("Case-insensitive match on the review's title or content, its user's username or its book's title")
  search?: string;

  @IdFilterField('Book', 'Only reviews of this book')
  book?: string;

  @IdFilterField('User', 'Only reviews by this user')
  user?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5, description: 'Only reviews with this rating' })
  @IsOptional()
  @DecimalInt()
  @IsInt({ message: 'Rating must be a whole number' })
  @Min(1, { message: 'Rating must be between 1 and 5' })
  @Max(5, { message: 'Rating must be between 1 and 5' })
  rating?: number;

  @OneOfField('Sort', REVIEW_SORTS, {
    default: '-createdAt',
    description:
      "Newest first, or most liked first (then newest); most liked applies to one book's reviews (with `book`)",
  })
  sort?: ReviewSort;

  @ReviewTotalField()
  total?: ReviewTotal;

  @PageField()
  page?: number;

  @LimitField(500, 50)
  limit?: number;
}

export class ReviewStatsQueryDto {
  @IdFilterField('Book', 'Statistics of this book only')
  book?: string;
}
