import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { isURL, IsString, MaxLength, ValidateBy } from 'class-validator';

/** An uploaded file served by this API (relative URL, as POST /upload/image returns it). */
const UPLOADED_FILE = /^\/api\/uploads\/(?!.*\.\.)[\w./-]+$/;

/** "" (no avatar), an http(s) URL, or a file uploaded to this API. Anything else (javascript:, data:) is refused. */
function isAvatarLocation(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return value === '' || UPLOADED_FILE.test(value) || isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });
}

@ApiSchema({ name: 'AvatarInput' })
export class UpdateAvatarDto {
  @ApiProperty({ maxLength: 2048, description: 'Image URL (http(s) or /api/uploads/...), or "" to remove the avatar', example: '/api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png' })
  @IsString({ message: 'Avatar must be a string' })
  @MaxLength(2048, { message: 'Avatar URL is too long' })
  @ValidateBy({ name: 'isAvatarLocation', validator: { validate: isAvatarLocation, defaultMessage: () => 'Avatar must be an image URL' } })
  avatar: string;
}
