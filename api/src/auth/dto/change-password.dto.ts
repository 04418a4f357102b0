import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { NewPasswordField, RequiredString } from './fields';

@ApiSchema({ name: 'ChangePasswordInput' })
export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @RequiredString('Current password')
  currentPassword: string;

  @NewPasswordField('New password', 'New password must be at least 6 characters long')
  newPassword: string;
}
