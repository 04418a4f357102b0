import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LoginEmailField, RequiredString } from './fields';

@ApiSchema({ name: 'LoginInput' })
export class LoginDto {
  @LoginEmailField()
  email: string;

  @ApiProperty({ format: 'password' })
  @RequiredString('Password')
  password: string;
}
