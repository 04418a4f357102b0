import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { LimitField, OneOfField, PageField, RequiredTextField } from '../../../platform/common/dto-decorators';
import { MEMBERSHIP_STATES, type MembershipState } from '../club-member.schema';

@ApiSchema({ name: 'ClubInvitationInput' })
export class ClubUsernameDto {
  @RequiredTextField('Username', 100, { example: 'ada' })
  username: string;
}

export const APPOINTABLE_ROLES = ['moderator', 'member'] as const;

@ApiSchema({ name: 'ClubRoleInput' })
export class ClubRoleDto {
  @ApiProperty({ enum: APPOINTABLE_ROLES })
  @IsIn(APPOINTABLE_ROLES, { message: 'Role must be one of: moderator, member' })
  role: (typeof APPOINTABLE_ROLES)[number];
}

@ApiSchema({ name: 'ClubMembersQuery' })
export class ClubMembersQueryDto {
  @OneOfField('State', MEMBERSHIP_STATES, {
    enumName: 'ClubMembershipState',
    default: 'member',
    description: "member: the club's members; invited, requested, banned: its moderators only",
  })
  state?: MembershipState;

  @PageField()
  page?: number;

  @LimitField(100, 50)
  limit?: number;
}

@ApiSchema({ name: 'ClubMuteInput' })
export class ClubMuteDto {
  @ApiProperty({ description: 'true: be told nothing of the club' })
  @IsBoolean({ message: 'Muted must be true or false' })
  muted: boolean;
}
