import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, NameField, UsernameField } from './fields';

@ApiSchema({ name: 'ProfileInput' })
export class UpdateProfileDto {
  @UsernameField(false)
  username: string;

  @EmailField()
  email: string;

  @NameField('First name', false)
  firstName?: string;

  @NameField('Last name', false)
  lastName?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'Bio must be a string' })
  @MaxLength(500, { message: 'Bio must be at most 500 characters' })
  bio?: string;

  @ApiPropertyOptional({ description: 'Required to change the email' })
  @IsOptional()
  @IsString({ message: 'Current password must be a string' })
  @MaxLength(128, { message: 'Current password must be at most 128 characters' })
  currentPassword?: string;
}
