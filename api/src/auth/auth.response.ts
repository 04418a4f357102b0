import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PublicUser } from '../users/user.schema';
import { UserResponse } from '../users/user.response';

/** What register and login return. */
export interface AuthResult {
  token: string;
  user: PublicUser;
}

/** What change-password and refresh return: the token that continues this session. */
export interface TokenResult {
  token: string;
}

@ApiSchema({ name: 'TokenResult' })
export class TokenResultResponse {
  @ApiProperty({ description: 'Bearer token (JWT) for this session' })
  token: string;
}

@ApiSchema({ name: 'AuthResult' })
export class AuthResultResponse {
  @ApiProperty({ description: 'Bearer token (JWT)' })
  token: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}
