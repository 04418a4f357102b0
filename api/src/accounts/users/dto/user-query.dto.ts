import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LimitField, PageField, SearchField } from '../../../platform/common/dto-decorators';
import { USER_ROLES, type UserRole } from '../user.schema';

/** GET /users: the administrators' user list, searched and filtered on the server, a page at a time. */
export class UserQueryDto {
  @SearchField('Case-insensitive match on username or email')
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'Role', description: 'Only users with this role' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'Role must be user or admin' })
  role?: UserRole;

  @PageField()
  page?: number;

  @LimitField(100, 50)
  limit?: number;
}
