import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitField, PageField, Trim } from '../../common/dto-decorators';
import { USER_ROLES, type UserRole } from '../user.schema';

/** GET /users: the administrators' user list, searched and filtered on the server, a page at a time. */
export class UserQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Case-insensitive match on username or email' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
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
