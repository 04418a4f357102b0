import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PublicUser } from '../users/public-user';

/** What change-password and refresh return: the token that continues this session. */
@ApiSchema({ name: 'TokenResult' })
export class TokenResult {
  @ApiProperty({ description: 'Bearer token (JWT) for this session' })
  token: string;
}

/** What register and login return. */
@ApiSchema({ name: 'AuthResult' })
export class AuthResult {
  @ApiProperty({ description: 'Bearer token (JWT)' })
  token: string;

  @ApiProperty({ type: PublicUser })
  user: PublicUser;
}
