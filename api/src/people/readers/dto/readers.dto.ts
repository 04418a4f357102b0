import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsOptional } from 'class-validator';
import { LimitField, OneOfField, PageField } from '../../../platform/common/dto-decorators';
import { ReviewTotalField, type ReviewTotal } from '../../../conversation/reviews/dto/review.dto';
import { READING_STATUSES, type ReadingStatus } from '../../../reading/reading-list/reading-list-entry.schema';

export class ReaderReviewsQueryDto {
  @ReviewTotalField()
  total?: ReviewTotal;

  @PageField()
  page?: number;

  @LimitField(50, 10)
  limit?: number;
}

export class ReaderListQueryDto {
  @OneOfField('Status', READING_STATUSES, { enumName: 'ReadingStatus', description: 'Only the entries of this status' })
  status?: ReadingStatus;

  @PageField()
  page?: number;

  @LimitField(100, 50)
  limit?: number;
}

export class FeedQueryDto {
  @ApiPropertyOptional({ description: "The last item's id of the page shown: the next page starts after it" })
  @IsOptional()
  @IsMongoId({ message: 'Before must be an item id' })
  before?: string;

  @LimitField(50, 20)
  limit?: number;
}
