import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { privacyOf, PrivacyView } from './privacy';
import { CountsView } from '../../platform/common/counts-view';
import { shownAvatar } from './user-avatar';
import { isSuspended, SUSPENDED_INDEFINITELY, USER_ROLES, type User, type UserRole } from './user.schema';

@ApiSchema({ name: 'Suspension', description: "An account's suspension as administrators see it." })
export class SuspensionView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it ends; null: until lifted' })
  until: Date | null;

  @ApiProperty({ description: "The administrator's note" })
  note: string;
}

/** The suspension in force, or null (none, or one that has ended). */
export function suspensionOf(user: Pick<User, 'suspendedUntil' | 'suspensionNote'>): SuspensionView | null {
  if (!isSuspended(user)) return null;
  return {
    until: user.suspendedUntil!.getTime() >= SUSPENDED_INDEFINITELY.getTime() ? null : user.suspendedUntil!,
    note: user.suspensionNote ?? '',
  };
}

/** The public shape of a user as the API returns it: everything but the password hash and the token version. */
@ApiSchema({ name: 'User' })
export class PublicUser {
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

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLogin: Date | null;

  @ApiProperty({ type: PrivacyView, description: "Who sees the reader's list, goal and activity" })
  privacy: PrivacyView;

  @ApiProperty({ type: SuspensionView, nullable: true, description: 'The suspension in force, or null' })
  suspension: SuspensionView | null;
}

export function toPublicUser(user: User & { _id: unknown }): PublicUser {
  return {
    _id: String(user._id),
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    bio: user.bio ?? '',
    avatar: shownAvatar(user.avatar),
    role: user.role,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin ?? null,
    privacy: privacyOf(user),
    suspension: suspensionOf(user),
  };
}

/** The counts of Manage Users' stat cards. */
@ApiSchema({ name: 'UserStats' })
export class UserStatsView extends CountsView({
  total: 'Every account',
  admins: 'Accounts with the admin role',
  regularUsers: 'Accounts with the user role',
}) {}
