import { PASSWORD_REQUIRED, PASSWORD_TOO_SHORT } from '@book/rules';
import { ApiSchema } from '@nestjs/swagger';
import { EmailField, NameField, NewPasswordField, UsernameField } from './fields';

@ApiSchema({ name: 'RegisterInput' })
export class RegisterDto {
  @NameField('First name', true)
  firstName: string;

  @NameField('Last name', true)
  lastName: string;

  @UsernameField(true)
  username: string;

  @EmailField()
  email: string;

  @NewPasswordField('Password', { required: PASSWORD_REQUIRED, tooShort: PASSWORD_TOO_SHORT })
  password: string;
}
