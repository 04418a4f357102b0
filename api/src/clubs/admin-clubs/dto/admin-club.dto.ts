import { ApiSchema } from '@nestjs/swagger';
import { LimitField, OptionalTextField, PageField, SearchField } from '../../../platform/common/dto-decorators';

@ApiSchema({ name: 'AdminClubsQuery' })
export class AdminClubsQueryDto {
  @SearchField('Clubs whose name contains this text')
  search?: string;

  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}

@ApiSchema({ name: 'ClubSuspensionInput' })
export class ClubSuspensionDto {
  @OptionalTextField('Note', 500, { description: "Why (the club's owner is told)" })
  note?: string;
}
