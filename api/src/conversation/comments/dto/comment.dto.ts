import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LimitField, PageField, Trim } from '../../../platform/common/dto-decorators';
import { COMMENT_MAX_LENGTH } from '../comment.schema';

/** A comment's text: plain text, kept as sent (after trimming); screens show it as text, links not made clickable. */
@ApiSchema({ name: 'CommentInput' })
export class CommentBodyDto {
  @ApiProperty({ minLength: 1, maxLength: COMMENT_MAX_LENGTH, example: 'The ending stayed with me too.' })
  @Trim()
  @MaxLength(COMMENT_MAX_LENGTH, { message: `Comment must be at most ${COMMENT_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Comment is required' })
  @IsString({ message: 'Comment must be text' })
  body: string;
}

export class CommentsPageQueryDto {
  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}
