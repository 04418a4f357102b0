import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { VISIBILITIES, type Visibility } from '../../users/privacy';

const VISIBILITY_MESSAGE = `Visibility must be one of: ${VISIBILITIES.join(', ')}`;

/** Any of the privacy settings; those not sent stay as they are. */
@ApiSchema({ name: 'PrivacyInput' })
export class UpdatePrivacyDto {
  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'Visibility' })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: VISIBILITY_MESSAGE })
  listVisibility?: Visibility;

  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'Visibility' })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: VISIBILITY_MESSAGE })
  goalVisibility?: Visibility;

  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'Visibility' })
  @IsOptional()
  @IsIn(VISIBILITIES, { message: VISIBILITY_MESSAGE })
  activityVisibility?: Visibility;

  @ApiPropertyOptional({ description: 'New followers need your approval' })
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
