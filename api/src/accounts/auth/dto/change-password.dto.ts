import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_REQUIRED, NEW_PASSWORD_TOO_SHORT } from '@book/rules';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { NewPasswordField, RequiredString } from './fields';

@ApiSchema({ name: 'ChangePasswordInput' })
export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @RequiredString('Current password', CURRENT_PASSWORD_REQUIRED)
  currentPassword: string;

  @NewPasswordField('New password', { required: NEW_PASSWORD_REQUIRED, tooShort: NEW_PASSWORD_TOO_SHORT })
  newPassword: string;
}
