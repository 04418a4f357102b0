import { ApiProperty, ApiSchema } from '@nestjs/swagger';

export interface UploadResult {
  imageUrl: string;
  url: string;
  publicId: string;
}

@ApiSchema({ name: 'UploadResult' })
export class UploadResultResponse implements UploadResult {
  @ApiProperty({ example: '/api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png' })
  imageUrl: string;

  @ApiProperty({ description: 'Same as imageUrl', example: '/api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png' })
  url: string;

  @ApiProperty({ description: 'Id for DELETE /upload/image/{id}', example: '5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e' })
  publicId: string;
}
