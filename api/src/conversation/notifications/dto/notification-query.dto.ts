import { LimitField, PageField } from '../../../platform/common/dto-decorators';

/** A page of the caller's notifications. */
export class NotificationsPageQueryDto {
  @PageField()
  page?: number;

  @LimitField(50, 20)
  limit?: number;
}
