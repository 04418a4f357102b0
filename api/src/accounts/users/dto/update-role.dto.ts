import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_ROLES, type UserRole } from '../user.schema';

@ApiSchema({ name: 'RoleInput' })
export class UpdateRoleDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'Role' })
  @IsIn(USER_ROLES, { message: 'Role must be user or admin' })
  role: UserRole;
}
