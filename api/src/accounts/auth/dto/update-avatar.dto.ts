import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { isServedImage } from '../../../platform/upload/serve-uploads';

/** "" (no avatar) or an image uploaded to this API (POST /upload/image): no link to another site (see shownAvatar). That it is the reader's own upload is checked by AuthService.updateAvatar. */
const isAvatarLocation = (value: unknown): boolean =>
  typeof value === 'string' && (value === '' || isServedImage(value));

@ApiSchema({ name: 'AvatarInput' })
export class UpdateAvatarDto {
  @ApiProperty({
    maxLength: 2048,
    description:
      'An image you uploaded to this API (the imageUrl of your POST /upload/image), or "" to remove the avatar',
    example: '/api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png',
  })
  @IsString({ message: 'Avatar must be a string' })
  @MaxLength(2048, { message: 'Avatar URL is too long' })
  @ValidateBy({
    name: 'isAvatarLocation',
    validator: { validate: isAvatarLocation, defaultMessage: () => 'Avatar must be an image uploaded here' },
  })
  avatar: string;
}
