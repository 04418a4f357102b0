import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PublicUser } from '../users/user.schema';
import { UserResponse } from '../users/user.response';

/** What register and login return. */
export interface AuthResult {
  token: string;
  user: PublicUser;
}

@ApiSchema({ name: 'AuthResult' })
export class AuthResultResponse {
  @ApiProperty({ description: 'Bearer token (JWT)' })
  token: string;

  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}
