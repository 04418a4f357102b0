import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({
  name: 'LikeResult',
  description: "The caller's like of a review after a like or an unlike, and the review's count then.",
})
export class LikeResultView {
  @ApiProperty({ description: 'The caller likes the review' })
  liked: boolean;

  @ApiProperty({ type: 'integer', minimum: 0 })
  likeCount: number;
}
