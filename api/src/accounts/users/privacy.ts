import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Who may see a part of a reader's profile: anyone, their accepted followers, or the reader alone. */
export type Visibility = 'everyone' | 'followers' | 'me';
export const VISIBILITIES: Visibility[] = ['everyone', 'followers', 'me'];

/** A reader's privacy settings as kept on the user (absent on accounts from before them: the defaults apply). */
export interface Privacy {
  listVisibility: Visibility;
  goalVisibility: Visibility;
  activityVisibility: Visibility;
  approveFollowers: boolean;
}

export const DEFAULT_PRIVACY: Privacy = {
  listVisibility: 'everyone',
  goalVisibility: 'everyone',
  activityVisibility: 'everyone',
  approveFollowers: false,
};

/** The settings in force: each one kept, else its default. */
export const privacyOf = (user: { privacy?: Partial<Privacy> | null }): Privacy => ({
  ...DEFAULT_PRIVACY,
  ...(user.privacy ?? {}),
});

/** How the caller stands to a reader: the reader themselves, an accepted follower, or anyone else (visitors too). */
export type Relation = 'self' | 'follower' | 'other';

/** Whether a part with this visibility is sent to a caller who stands so to its reader. */
export const maySee = (visibility: Visibility, relation: Relation): boolean =>
  relation === 'self' || visibility === 'everyone' || (visibility === 'followers' && relation === 'follower');

@ApiSchema({ name: 'Privacy' })
export class PrivacyView implements Privacy {
  @ApiProperty({
    enum: VISIBILITIES,
    enumName: 'Visibility',
    description: 'Who sees the reading list (and the books finished)',
  })
  listVisibility: Visibility;

  @ApiProperty({ enum: VISIBILITIES, enumName: 'Visibility', description: "Who sees the year's goal" })
  goalVisibility: Visibility;

  @ApiProperty({
    enum: VISIBILITIES,
    enumName: 'Visibility',
    description: 'Who sees the activity (feeds and the profile)',
  })
  activityVisibility: Visibility;

  @ApiProperty({
    description: 'New followers need the reader to accept them (always, while any setting is "followers")',
  })
  approveFollowers: boolean;
}
