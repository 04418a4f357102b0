import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OneOfField } from '../../../platform/common/dto-decorators';
import { VISIBILITIES, type Visibility } from '../../users/privacy';

/** Any of the privacy settings; those not sent stay as they are. */
@ApiSchema({ name: 'PrivacyInput' })
export class UpdatePrivacyDto {
  @OneOfField('Visibility', VISIBILITIES, { enumName: 'Visibility' })
  listVisibility?: Visibility;

  @OneOfField('Visibility', VISIBILITIES, { enumName: 'Visibility' })
  goalVisibility?: Visibility;

  @OneOfField('Visibility', VISIBILITIES, { enumName: 'Visibility' })
  activityVisibility?: Visibility;

  @ApiPropertyOptional({
    description: 'New followers need your approval (always on while any setting is "followers", which turns it on)',
  })
  @IsOptional()
  @IsBoolean({ message: 'Approve followers must be true or false' })
  approveFollowers?: boolean;
}

@ApiSchema({ name: 'DeleteAccountInput' })
export class DeleteAccountDto {
  @ApiProperty({ format: 'password', description: 'Your current password' })
  @IsString({ message: 'Password must be text' })
  @MaxLength(1024, { message: 'Password is too long' })
  @IsNotEmpty({ message: 'Enter your current password to delete your account' })
  password: string;
}
