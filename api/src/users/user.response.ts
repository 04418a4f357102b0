import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from './user.schema';

/** The public shape of a user as the API returns it (see `toPublicUser`); never the password hash. */
@ApiSchema({ name: 'User' })
export class UserResponse {
  @ApiProperty({ example: '665f1c2e8a1b2c3d4e5f6a7b' })
  _id: string;

  @ApiProperty({ example: 'jane_reader' })
  username: string;

  @ApiProperty({ example: 'jane@example.com' })
  email: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'Jane Doe' })
  fullName: string;

  @ApiProperty({ maxLength: 500 })
  bio: string;

  @ApiProperty({ description: 'Image URL, or "" when none' })
  avatar: string;

  @ApiProperty({ enum: USER_ROLES, enumName: 'Role' })
  role: UserRole;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLogin: string | null;
}
