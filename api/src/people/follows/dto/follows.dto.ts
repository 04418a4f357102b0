import { LimitField, PageField } from '../../../platform/common/dto-decorators';

/** A page of followers, followings or follow requests. */
export class FollowsPageQueryDto {
  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}
