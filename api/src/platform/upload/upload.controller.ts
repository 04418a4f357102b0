import { UploadRateLimit } from '../../accounts/auth/auth-rate-limit';
import { Controller, Delete, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure } from '../common/openapi-responses';
import { IMAGE_FIELD, ImageFileInterceptor } from './image-file.interceptor';
import { ParsePublicIdPipe } from './public-id.pipe';
import { UploadResultResponse } from './upload.response';
import { UploadService } from './upload.service';

@ApiTags('upload')
@Controller('upload')
@Authenticated()
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post('image')
  @UploadRateLimit()
  @UseInterceptors(ImageFileInterceptor)
  @ApiOperation({
    summary: 'Upload an image (jpeg, png, gif or webp by content, at most 5 MB and 40 megapixels)',
    description:
      'Stored re-encoded, upright and without metadata (EXIF, GPS, comments), at `imageUrl` in its own format (at most 1280 px wide) and as WebP at `<publicId>.160.webp`, `.320.webp` and `.640.webp` beside it (never enlarged).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IMAGE_FIELD],
      properties: { [IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiEnvelope(UploadResultResponse, { status: 201 })
  @ApiFailure(400, 'No image sent, or an image that does not decode')
  @ApiFailure(
    413,
    'Image size must be less than 5MB, the image is too large (at most 40 megapixels), or the upload quota of the account is reached',
  )
  @ApiFailure(415, 'Please select a valid image file')
  upload(@UploadedFile() file: Express.Multer.File | undefined, @CurrentUser() user: AuthUser) {
    return this.uploads.saveImage(file, user);
  }

  @Delete('image/:id')
  @ApiOperation({
    summary: 'Delete an uploaded image (its uploader or an admin) that no avatar, book cover or author photo uses',
  })
  @ApiParam({ name: 'id', description: 'The publicId returned by the upload' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, 'Not the uploader')
  @ApiFailure(404, 'Unknown image')
  @ApiFailure(409, 'The image is in use')
  remove(@Param('id', ParsePublicIdPipe) id: string, @CurrentUser() user: AuthUser) {
    return this.uploads.deleteImage(id, user);
  }
}
