import { LimitField, PageField } from '../../../platform/common/dto-decorators';

/** A page of the caller's blocked readers. */
export class BlocksPageQueryDto {
  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}
