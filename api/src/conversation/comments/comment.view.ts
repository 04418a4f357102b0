import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import { ReaderSummaryView } from '../../people/readers/reader.view';
import type { Comment } from './comment.schema';

@ApiSchema({
  name: 'Comment',
  description: "A reader's comment on a review: plain text (shown as text, links not made clickable), one level.",
})
export class CommentView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ description: 'Id of the review commented on' })
  review: string;

  @ApiProperty({ type: ReaderSummaryView, nullable: true, description: 'Its author (null if their account is gone)' })
  user: ReaderSummaryView | null;

  @ApiProperty({ description: 'Plain text, as written' })
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ description: 'Changed by its author since it was written' })
  edited: boolean;
}

export function toCommentView(c: WithId<Comment>, user: ReaderSummaryView | null): CommentView {
  return {
    _id: String(c._id),
    review: String(c.review),
    user,
    body: c.body,
    createdAt: isoDate(c.createdAt),
    updatedAt: isoDate(c.updatedAt),
    edited: c.edited ?? false,
  };
}
